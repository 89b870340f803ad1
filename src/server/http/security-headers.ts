// The security headers, in one place. The API sets them itself (a middleware of the Hono app), so Netlify's
// function and the local server answer with the same; the pages get the same set, plus their
// Content-Security-Policy, from dist/_headers, which the build writes (page-headers.ts) and both hosts apply.

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // Browsers ignore it over plain http (the local server), and keep to https for two years once seen over https.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  // Only features Chromium knows: an unknown one is a console error on every page. Stripe's frame may ask for
  // payment (wallets) on the payment pages.
  'Permissions-Policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(self "https://js.stripe.com"), usb=()',
};

/** Answers that hold someone's data: no browser, proxy or CDN keeps a copy. */
export const NO_STORE = 'no-store';
/** The headers of an admin read: personal data, never kept by a shared cache or the browser's back/forward cache. */
export const noStoreHeaders = { 'Cache-Control': NO_STORE };

/** The API answers JSON and TwiML, never a document to render: nothing loads from it, nothing frames it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Stripe.js and its Payment Element (docs.stripe.com, "Content Security Policy"), for the payment pages only. */
export const STRIPE_SOURCES = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
} as const;

export type PagePolicyOptions = {
  /** `'sha256-…'` sources of the inline scripts the pages carry. */
  scriptHashes: readonly string[];
  /** Inline event-handler attributes (`onload="…"`) need 'unsafe-hashes' besides their hash. */
  handlerHashes?: readonly string[];
  stripe?: boolean;
};

/** The one policy of the pages: same-origin everything, inline scripts by hash, Stripe's hosts when asked. */
export function pageContentSecurityPolicy({
  scriptHashes,
  handlerHashes = [],
  stripe = false,
}: PagePolicyOptions): string {
  const hashes = [...new Set([...scriptHashes, ...handlerHashes])].sort();
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(handlerHashes.length ? ["'unsafe-hashes'"] : []), ...hashes],
    // Islands and toasts set styles at run time; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (stripe) {
    for (const [name, sources] of Object.entries(STRIPE_SOURCES)) {
      directives[name] = [...directives[name]!.filter((s) => s !== "'none'"), ...sources];
    }
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
