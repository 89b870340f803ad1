// A write to a wedding's guests (the list, its households, the table plan, an answer taken into the list) changes
// what several parts of its page show at once: the dashboard's figures, the list and its answers, « Les foyers ».
// Each write bumps the wedding's version; those parts carry it in their reads' keys, so they all read again.
import { map } from 'nanostores';

export const $guestListVersions = map<Record<string, number>>({});

export function noteGuestListChange(weddingId: number) {
  const key = String(weddingId);
  $guestListVersions.setKey(key, ($guestListVersions.get()[key] ?? 0) + 1);
}
