// Why a WhatsApp message did not reach a guest, in the couple's words: shown beside a failed delivery (the inbox, the
// announcements' history, the back office's action inbox) instead of Twilio's English.
import { translator } from './translate.ts';

export const deliveryErrorMessages = {
  'delivery.error.stopped': 'Cet invité a demandé à ne plus recevoir de messages (STOP).',
  'delivery.error.invalidNumber': 'Ce numéro n’est pas valide pour WhatsApp : vérifiez-le dans la liste des invités.',
  'delivery.error.notOnWhatsApp': 'Ce numéro n’utilise pas WhatsApp, ou ne peut pas y être joint.',
  'delivery.error.outsideWindow':
    'L’invité n’a pas écrit depuis plus de 24 h : WhatsApp n’accepte plus qu’un modèle de message approuvé.',
  'delivery.error.rateLimited': 'WhatsApp limite le nombre d’envois en ce moment : réessayez un peu plus tard.',
  'delivery.error.declinedByWhatsApp': 'WhatsApp a choisi de ne pas remettre ce message à cet invité.',
  'delivery.error.unreachable': 'Le téléphone de l’invité est injoignable, ou ce numéro n’existe plus.',
  'delivery.error.filtered': 'Le message a été filtré en chemin (opérateur ou WhatsApp).',
  'delivery.error.setup': 'L’envoi WhatsApp est mal configuré de notre côté : rien à faire de votre part.',
  'delivery.error.noAnswer': 'Le service d’envoi n’a pas répondu à temps : réessayez un peu plus tard.',
  'delivery.error.other': 'L’envoi a échoué ({detail}).',
} as const;

export const tDeliveryError = translator(deliveryErrorMessages);
