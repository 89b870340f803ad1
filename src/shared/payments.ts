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

/**
 * Test cards of the simulated mode, numbered as Stripe's own test cards so that the same habits work in both
 * modes. The server reads the outcome from the number; the page lists them.
 */
export const SIMULATED_TEST_CARDS = [
  { number: '4242424242424242', outcome: 'succeeds', label: 'Paiement accepté' },
  { number: '4000002760003184', outcome: 'balance_requires_authentication', label: 'Acompte accepté, le solde exigera une authentification' },
  { number: '4000000000000002', outcome: 'card_declined', label: 'Carte refusée' },
  { number: '4000000000009995', outcome: 'insufficient_funds', label: 'Fonds insuffisants' },
] as const;
export type SimulatedCardOutcome = (typeof SIMULATED_TEST_CARDS)[number]['outcome'];

/** Any other valid number behaves like the first card. */
export function simulatedCardOutcome(cardNumber: string): SimulatedCardOutcome {
  return SIMULATED_TEST_CARDS.find((c) => c.number === cardNumber)?.outcome ?? 'succeeds';
}

/** Luhn checksum, as a real card form checks before sending. */
export function isValidCardNumber(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
