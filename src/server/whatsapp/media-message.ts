// A voice note, a photo, a video or a file sent without text: the assistant reads only text, so the message goes to the
// couple's inbox as a question no one answered yet, and the guest is told so in their language.
import { t } from '../../shared/messages/index.ts';
import { coupleNames } from '../../shared/partners.ts';
import type { Language } from '../assistant/detect-language.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import { passedOnExchange, type Exchange } from './exchange.ts';
import { inLanguage } from './state-reply.ts';
import type { MediaKind } from './types.ts';

/** What the first attachment is, from Twilio's `NumMedia` and `MediaContentType0`; undefined when nothing is attached. */
export function mediaKindOf(count: number | undefined, contentType: string | undefined): MediaKind | undefined {
  if (!count) return undefined;
  const type = contentType?.split('/')[0];
  return type === 'audio' || type === 'image' || type === 'video' ? type : 'file';
}

export function mediaExchange(wedding: WeddingRow, guestId: number, media: MediaKind, language: Language): Exchange {
  const reply = t(inLanguage('wa.mediaPassedOn', language), {
    media: t(inLanguage(`wa.media.${media}`, language)),
    couple: coupleNames(wedding, language),
  });
  return passedOnExchange(wedding, guestId, reply, t(`wa.media.stored.${media}`));
}
