// What a deploy context needs before it may go out, checked by the build (scripts/check-deploy-config.ts): the
// production context refuses to build without real payments, its administrator's password or its database.
import { isProductionContext } from './deploy-context.ts';
import type { Env } from './env.ts';

export type DeployConfigProblem = { level: 'error' | 'warning'; variable: string; message: string };

const PRODUCTION_REQUIRED: { variable: keyof Env; why: string }[] = [
  { variable: 'DATABASE_URL', why: 'la base Neon de production (chaîne poolée)' },
  { variable: 'DATABASE_URL_UNPOOLED', why: 'la connexion directe (non poolée) par laquelle passent les migrations' },
  { variable: 'ADMIN_PASSWORD', why: 'le mot de passe de l’administrateur intégré' },
  {
    variable: 'STRIPE_SECRET_KEY',
    why: 'sans elle, la production refuserait tout paiement (jamais de paiement simulé)',
  },
  { variable: 'PUBLIC_STRIPE_PUBLISHABLE_KEY', why: 'le formulaire de paiement Stripe' },
  { variable: 'STRIPE_WEBHOOK_SECRET', why: 'la confirmation des paiements par Stripe' },
];

const PRODUCTION_WANTED: { variable: keyof Env; why: string }[] = [
  { variable: 'PUBLIC_BASE_URL', why: 'l’adresse signée par Twilio et la seule origine acceptée' },
  { variable: 'TWILIO_AUTH_TOKEN', why: 'sans lui, le webhook WhatsApp refuse chaque message' },
  { variable: 'TWILIO_ACCOUNT_SID', why: 'l’envoi des messages automatiques et des annonces' },
  { variable: 'TWILIO_WHATSAPP_NUMBER', why: 'le numéro WhatsApp de l’assistant' },
];

export function deployConfigProblems(config: Env): DeployConfigProblem[] {
  if (!isProductionContext(config)) return [];
  const missing = (list: typeof PRODUCTION_REQUIRED, level: DeployConfigProblem['level']) =>
    list
      .filter(({ variable }) => !config[variable])
      .map(({ variable, why }) => ({
        level,
        variable,
        message: `${variable} manque dans le contexte Production : ${why}.`,
      }));
  return [...missing(PRODUCTION_REQUIRED, 'error'), ...missing(PRODUCTION_WANTED, 'warning')];
}
