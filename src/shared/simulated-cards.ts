// The simulated gateway's test cards (its own module so that pages other than the payment page do not load them).
/**
 * Test cards of the simulated mode, numbered as Stripe's own test cards so that the same habits work in both
 * modes. The server reads the outcome from the number; the page lists them.
 */
export const SIMULATED_TEST_CARDS = [
  { number: '4242424242424242', outcome: 'succeeds', label: 'Paiement accepté' },
  {
    number: '4000002760003184',
    outcome: 'balance_requires_authentication',
    label: 'Acompte accepté, le solde exigera une authentification',
  },
  { number: '4000000000000002', outcome: 'card_declined', label: 'Carte refusée' },
  { number: '4000000000009995', outcome: 'insufficient_funds', label: 'Fonds insuffisants' },
] as const;
export type SimulatedCardOutcome = (typeof SIMULATED_TEST_CARDS)[number]['outcome'];

/** Any other valid number behaves like the first card. */
export function simulatedCardOutcome(cardNumber: string): SimulatedCardOutcome {
  return SIMULATED_TEST_CARDS.find((c) => c.number === cardNumber)?.outcome ?? 'succeeds';
}
