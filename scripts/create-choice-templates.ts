// `npx tsx scripts/create-choice-templates.ts`: creates the choices' quick-reply templates in the Twilio account of
// TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN and prints what to add to TWILIO_CONTENT_SIDS.
import { createChoiceTemplates } from '../src/server/whatsapp/create-choice-templates.ts';

const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_CONTENT_API_BASE_URL } = process.env;
if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN) {
  console.error('TWILIO_ACCOUNT_SID et TWILIO_AUTH_TOKEN sont nécessaires.');
  process.exit(2);
}
const pairs = await createChoiceTemplates({
  accountSid: TWILIO_ACCOUNT_SID,
  authToken: TWILIO_AUTH_TOKEN,
  ...(TWILIO_CONTENT_API_BASE_URL ? { baseUrl: TWILIO_CONTENT_API_BASE_URL } : {}),
});
console.log(`Ajoutez à TWILIO_CONTENT_SIDS : ${pairs}`);
