import { describe, expect, it } from 'vitest';
import { deliveryErrorReason, explainDeliveryError } from './delivery-errors.ts';

describe('a failed delivery explained to the couple', () => {
  it.each([
    ['STOP', 'stopped'],
    ['Twilio 21610', 'stopped'],
    ['Twilio 63016', 'outsideWindow'],
    ['Twilio 63016: Failed to send freeform message because you are outside the allowed window.', 'outsideWindow'],
    ["Twilio 21211: The 'To' number +33 6 is not a valid phone number.", 'invalidNumber'],
    ['Twilio 63003', 'notOnWhatsApp'],
    ['Twilio 30005', 'unreachable'],
    ['Twilio 20003: Authenticate', 'setup'],
    ['The operation was aborted due to timeout', 'noAnswer'],
    ['fetch failed', 'noAnswer'],
    ['Twilio 12345: something new', 'other'],
    ['Twilio HTTP 502: réponse inattendue', 'other'],
  ])('reads « %s » as %s', (error, reason) => {
    expect(deliveryErrorReason(error)).toBe(reason);
  });

  it('says it in French, never in Twilio’s English', () => {
    expect(explainDeliveryError('Twilio 63016: Failed to send freeform message')).toBe(
      'L’invité n’a pas écrit depuis plus de 24 h : WhatsApp n’accepte plus qu’un modèle de message approuvé.',
    );
    expect(explainDeliveryError('STOP')).toBe('Cet invité a demandé à ne plus recevoir de messages (STOP).');
  });

  it('names an unknown code for whoever helps, and keeps a text of ours as it is', () => {
    expect(explainDeliveryError('Twilio 12345: something new')).toBe('L’envoi a échoué (Twilio 12345).');
    const ours = 'Twilio a signalé « failed » (30008) après la remise du message : le statut reste celui de la remise.';
    expect(explainDeliveryError(ours)).toBe(ours);
  });
});
