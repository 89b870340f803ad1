// Configuration, validated once at start: a bad or missing value stops the process with the variable's name.
import * as z from 'zod';
import { ZLaunchMode } from '../shared/schemas/content.ts';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ message: 'doit être une URL valide' }).optional())
  .optional();

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

export const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { message: 'doit commencer par postgres:// ou postgresql://' })
        .optional(),
    ),
    /** Neon's direct connection (not the pooler): the production deploy step migrates through it. */
    DATABASE_URL_UNPOOLED: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { message: 'doit commencer par postgres:// ou postgresql://' })
        .optional(),
    ),
    DATA_DIR: z.string().trim().min(1).default('.data/pglite'),
    PUBLIC_BASE_URL: optionalUrl,
    ADMIN_USERNAME: z.string().trim().min(3, 'au moins 3 caractères').max(64).default('admin'),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, 'au moins 12 caractères').optional()),
    OPENAI_API_KEY: optionalString,
    OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    /** Another endpoint speaking the Chat Completions format (a proxy, Azure, a local test server). */
    OPENAI_BASE_URL: optionalUrl,
    TWILIO_ACCOUNT_SID: optionalString,
    TWILIO_AUTH_TOKEN: optionalString,
    TWILIO_WHATSAPP_NUMBER: optionalString.pipe(
      z
        .string()
        .regex(/^\+\d{8,15}$/, { message: 'doit être au format E.164, ex. +14155238886' })
        .optional(),
    ),
    /** Twilio's REST API; tests and staging point it at a server speaking its wire format. */
    TWILIO_API_BASE_URL: optionalUrl,
    /** Approved WhatsApp templates per automatic message (and `announcement=HX…` for the couple's announcements). */
    TWILIO_CONTENT_SIDS: optionalString.pipe(
      z
        .string()
        .regex(/^(\w+=HX\w+)(,\w+=HX\w+)*$/, { message: 'doit être de la forme type=HX…,type=HX…' })
        .optional(),
    ),
    STRIPE_SECRET_KEY: optionalString.pipe(z.string().startsWith('sk_', "doit commencer par 'sk_'").optional()),
    PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalString.pipe(
      z.string().startsWith('pk_', "doit commencer par 'pk_'").optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z.string().startsWith('whsec_', "doit commencer par 'whsec_'").optional(),
    ),
    NETLIFY_BUILD_HOOK_URL: optionalUrl,
    /** smtp(s)://user:password@host:port — e-mails stay in the outbox table when unset. */
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, { message: 'doit commencer par smtp:// ou smtps://' })
        .optional(),
    ),
    EMAIL_FROM: z.string().trim().min(3).default('Assistant Mariage <no-reply@assistant-mariage.fr>'),
    // The operator's identity, written into the legal pages at build (src/server/content/legal-identity.ts).
    CONTACT_EMAIL: optionalString.pipe(z.email({ message: 'doit être une adresse e-mail valide' }).optional()),
    LEGAL_COMPANY_NAME: optionalString,
    LEGAL_COMPANY_FORM: optionalString,
    LEGAL_ADDRESS: optionalString,
    LEGAL_REGISTRATION: optionalString,
    LEGAL_VAT_NUMBER: optionalString,
    LEGAL_PHONE: optionalString,
    LEGAL_PUBLICATION_DIRECTOR: optionalString,
    LEGAL_MEDIATOR: optionalString,
    /** VAT rate of the invoices in percent (e.g. 20); unset: « TVA non applicable, art. 293 B du CGI ». */
    LEGAL_VAT_RATE: optionalString.pipe(
      z
        .string()
        .regex(/^\d{1,2}(\.\d{1,2})?$/, { message: 'doit être un pourcentage, ex. 20' })
        .transform(Number)
        .optional(),
    ),
    SEED_DEMO: flag,
    /** The end-to-end suite only: callers on the server's own machine skip the per-address limits. */
    RATE_LIMIT_LOOPBACK_EXEMPT: flag,
    /** The launch mode until an administrator saves one: unset → pre-launch on Netlify, open elsewhere (npm start). */
    SITE_INITIAL_MODE: optionalString.pipe(ZLaunchMode.optional()),
    /** Set by Netlify on its builds and functions. */
    NETLIFY: flag,
    /**
     * Netlify's deploy context (`production`, `deploy-preview`, `branch-deploy`, `dev`): set by Netlify on builds;
     * functions learn it from their invocation (netlify/lib/function-env.ts). Unset locally.
     */
    CONTEXT: optionalString,
    /** Set by Netlify: the site's main address, the allowed origin when PUBLIC_BASE_URL is not set there. */
    URL: optionalUrl,
  })
  .superRefine((env, ctx) => {
    if (env.NETLIFY && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'est requis sur Netlify' });
    }
    if (env.NETLIFY && env.RATE_LIMIT_LOOPBACK_EXEMPT) {
      ctx.addIssue({
        code: 'custom',
        path: ['RATE_LIMIT_LOOPBACK_EXEMPT'],
        message: 'est réservé aux tests de bout en bout',
      });
    }
  });

export type Env = z.infer<typeof ZEnv>;

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Configuration invalide :\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = ZEnv.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
}

let cached: Env | undefined;
/** The process configuration, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
