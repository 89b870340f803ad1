// The legal pages' blanks filled at build: the operator's identity from the configuration (src/server/env.ts)
// and the retention periods in force (back office), so that no « [adresse e-mail de contact] » is ever published.
import { t } from '../../shared/messages/index.ts';
import type { TRetentionSettings } from '../../shared/schemas/retention.ts';
import type { Env } from '../env.ts';

export type LegalValues = {
  companyName: string;
  companyForm: string;
  address: string;
  contactEmail: string;
  registration: string;
  vatNumber: string;
  phone: string;
  publicationDirector: string;
  mediator: string;
  retention: TRetentionSettings;
};

type IdentityConfig = Pick<
  Env,
  | 'CONTACT_EMAIL'
  | 'EMAIL_FROM'
  | 'LEGAL_COMPANY_NAME'
  | 'LEGAL_COMPANY_FORM'
  | 'LEGAL_ADDRESS'
  | 'LEGAL_REGISTRATION'
  | 'LEGAL_VAT_NUMBER'
  | 'LEGAL_PHONE'
  | 'LEGAL_PUBLICATION_DIRECTOR'
  | 'LEGAL_MEDIATOR'
>;

/** The contact address: configured, else `contact@` the sending domain of the e-mails. */
function contactEmailOf(config: IdentityConfig): string {
  if (config.CONTACT_EMAIL) return config.CONTACT_EMAIL;
  const domain = /@([^>\s]+)/.exec(config.EMAIL_FROM)?.[1] ?? 'assistant-mariage.fr';
  return `contact@${domain}`;
}

export function legalValues(config: IdentityConfig, retention: TRetentionSettings): LegalValues {
  const contactEmail = contactEmailOf(config);
  // The contact address is printed beside each of these items in the pages.
  const onRequest = t('legal.onRequest');
  return {
    companyName: config.LEGAL_COMPANY_NAME ?? 'Assistant Mariage',
    companyForm: config.LEGAL_COMPANY_FORM ?? onRequest,
    address: config.LEGAL_ADDRESS ?? t('legal.addressOnRequest'),
    contactEmail,
    registration: config.LEGAL_REGISTRATION ?? onRequest,
    vatNumber: config.LEGAL_VAT_NUMBER ?? onRequest,
    phone: config.LEGAL_PHONE ?? t('legal.phoneByEmail', { email: contactEmail }),
    publicationDirector: config.LEGAL_PUBLICATION_DIRECTOR ?? onRequest,
    mediator: config.LEGAL_MEDIATOR ?? t('legal.mediatorOnRequest', { email: contactEmail }),
    retention,
  };
}

function months(n: number): string {
  if (n % 12 === 0) return n === 12 ? t('legal.oneYear') : t('legal.years', { count: n / 12 });
  return n === 1 ? t('legal.oneMonth') : t('legal.months', { count: n });
}

export function fillLegalPlaceholders(markdown: string, values: LegalValues): string {
  const replacements: Record<string, string> = {
    '[raison sociale de l’éditeur]': values.companyName,
    '[Raison sociale de l’éditeur]': values.companyName,
    '[forme juridique, capital social]': values.companyForm,
    '[adresse du siège social]': values.address,
    '[adresse e-mail de contact]': values.contactEmail,
    '[numéro RCS ou SIREN]': values.registration,
    '[numéro de TVA]': values.vatNumber,
    '[numéro de téléphone]': values.phone,
    '[nom du directeur ou de la directrice de la publication]': values.publicationDirector,
    '[nom et coordonnées du médiateur]': values.mediator,
    '[adresse postale et numéro de téléphone de l’hébergeur, à reprendre de son contrat]': t('legal.hostAddress'),
    '{{retention.guests}}': t('legal.afterWedding', { duration: months(values.retention.guestMonthsAfterWedding) }),
    '{{retention.trials}}': t('legal.days', { count: values.retention.trialDays }),
    '{{retention.preRegistrations}}': months(values.retention.preRegistrationMonths),
    '{{contact.email}}': values.contactEmail,
  };
  let out = markdown;
  for (const [blank, value] of Object.entries(replacements)) out = out.split(blank).join(value);
  return out;
}

/** A blank left in a legal text: `[words]` that is not a Markdown link, or a `{{token}}`. */
export const LEGAL_BLANK = /\[[^\]\n]+\](?!\()|\{\{[^}]+\}\}/;
