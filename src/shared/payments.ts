// The couple package's money rules, shared by the server (which decides) and the pages (which display):
// price, discount, the 50 % deposit, the balance on the wedding day, and how amounts and dates read in French.
/** Spec 000 section 9: 95 € when no active couple plan is found. */
export const COUPLE_DEFAULT_PRICE_CENTS = 9500;
/** Stripe's smallest card charge in euros; a discount may not bring the deposit or the balance below it. */
export const MIN_CHARGE_CENTS = 50;
export const PAYMENT_CURRENCY = 'EUR';

export type DiscountRule = { type: 'percentage' | 'fixed_amount'; value: number };

/** What a code takes off the price, in cents: percentage points (rounded) or a fixed amount, never more than the price. */
export function discountCents(priceCents: number, rule: DiscountRule): number {
  const raw = rule.type === 'percentage' ? Math.round((priceCents * rule.value) / 100) : rule.value;
  return Math.min(priceCents, Math.max(0, raw));
}

/** A code is expired from its expiry instant on (the end of its day, Paris time); without one it never expires. */
export function isDiscountExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/** Half now (rounded to the cent), the rest on the wedding day. */
export function splitDeposit(totalCents: number): { depositCents: number; balanceCents: number } {
  const depositCents = Math.round(totalCents / 2);
  return { depositCents, balanceCents: totalCents - depositCents };
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: PAYMENT_CURRENCY });

/** `4750` -> `47,50 €` (French spacing). */
export function formatCents(cents: number): string {
  return euros.format(cents / 100);
}

/** The consent shown above the pay button and stored with the payment: the terms of sale and the balance's charge. */
export function checkoutConsentText({
  balanceCents,
  balanceDate,
}: {
  balanceCents: number;
  balanceDate: string;
}): string {
  const [year, month, day] = balanceDate.split('-');
  return `J’accepte les conditions générales de vente et j’autorise Assistant Mariage à prélever le solde de ${formatCents(balanceCents)} sur la carte enregistrée le ${day}/${month}/${year}, jour du mariage.`;
}
