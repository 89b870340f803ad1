// Where the payment pages send the browser, and the query parameters they read.
export function successPath(paymentIntentId: string): string {
  return `/couple-payment-success?payment_intent=${encodeURIComponent(paymentIntentId)}`;
}

/** A positive integer query parameter, or null. */
export function positiveIntParam(name: string): number | null {
  const raw = new URLSearchParams(window.location.search).get(name);
  return raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
