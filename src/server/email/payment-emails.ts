// The e-mails of the couple package, in French: deposit confirmed (with the WhatsApp link), balance paid,
// balance failed (with the page that completes it).
import { formatWeddingDate } from '../../shared/format.ts';
import { formatCents } from '../../shared/payments.ts';

export type PaymentEmailWedding = {
  brideName: string;
  groomName: string;
  weddingDate: string;
  whatsappLink: string | null;
};

export type EmailContent = { subject: string; body: string };

const SIGNATURE = "\n\nÀ très vite,\nL'équipe Assistant Mariage";

export function depositConfirmedEmail({
  wedding,
  depositCents,
  balanceCents,
  dashboardUrl,
}: {
  wedding: PaymentEmailWedding;
  depositCents: number;
  balanceCents: number;
  dashboardUrl: string;
}): EmailContent {
  const date = formatWeddingDate(wedding.weddingDate);
  const lines = [
    `Bonjour ${wedding.brideName} et ${wedding.groomName},`,
    '',
    `Nous avons bien reçu votre acompte de ${formatCents(depositCents)} pour le forfait Couple. Votre assistant WhatsApp est activé.`,
    '',
    wedding.whatsappLink
      ? `Voici le lien à partager avec vos invités :\n${wedding.whatsappLink}`
      : 'Le lien WhatsApp de votre assistant est disponible dans votre espace couple.',
    '',
    balanceCents > 0
      ? `Le solde de ${formatCents(balanceCents)} sera prélevé automatiquement le jour du mariage (${date}) sur la même carte.`
      : 'Votre forfait est entièrement réglé.',
    `Complétez les informations de votre mariage et votre FAQ depuis votre espace : ${dashboardUrl}`,
  ];
  return { subject: 'Votre assistant de mariage est activé 💍', body: lines.join('\n') + SIGNATURE };
}

export function balancePaidEmail({ wedding, balanceCents }: { wedding: PaymentEmailWedding; balanceCents: number }): EmailContent {
  const lines = [
    `Bonjour ${wedding.brideName} et ${wedding.groomName},`,
    '',
    `Le solde de votre forfait Couple (${formatCents(balanceCents)}) a bien été réglé : votre forfait est entièrement payé.`,
    'Votre assistant reste actif jusqu’à un mois après le mariage. Tous nos vœux de bonheur !',
  ];
  return { subject: 'Solde de votre forfait réglé', body: lines.join('\n') + SIGNATURE };
}

export function balanceFailedEmail({
  wedding,
  balanceCents,
  reason,
  payUrl,
}: {
  wedding: PaymentEmailWedding;
  balanceCents: number;
  reason: string | null;
  payUrl: string;
}): EmailContent {
  const lines = [
    `Bonjour ${wedding.brideName} et ${wedding.groomName},`,
    '',
    `Le prélèvement automatique du solde de votre forfait Couple (${formatCents(balanceCents)}) n’a pas abouti${reason ? ` : ${reason}` : '.'}`,
    'Votre assistant reste actif pour vos invités. Pour régler le solde (votre banque peut vous demander une authentification), ouvrez ce lien :',
    payUrl,
  ];
  return { subject: 'Action requise : règlement du solde de votre forfait', body: lines.join('\n') + SIGNATURE };
}
