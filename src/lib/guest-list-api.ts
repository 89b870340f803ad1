// The calls of the couple's « Invités », « Journée et foyers » and « Annonces » tabs, apart from api-client.ts so
// that they load with those tabs, not with every couple page (decision 009's budget).
import type { announcementRoutes } from '../server/http/routes/announcements.ts';
import type { guestRoutes } from '../server/http/routes/guests.ts';
import type { householdRoutes } from '../server/http/routes/households.ts';
import type { TAnnouncementInput } from '../shared/schemas/announcements.ts';
import type { TAcceptOutsideAnswer, TGuestInput } from '../shared/schemas/guests.ts';
import type {
  THouseholdRequest,
  TSaveSeatingRequest,
  TSaveWeddingPartsRequest,
  TSendInvitationsRequest,
} from '../shared/schemas/households.ts';
import type { TRsvpFilter } from '../shared/rsvp-filter.ts';
import { call, client, withQuery } from './api-call.ts';

const guests = client<typeof guestRoutes>('/api').weddings[':id'];
const day = client<typeof householdRoutes>('/api').weddings[':id'];
const announcements = client<typeof announcementRoutes>('/api').weddings[':id'].announcements;
const wedding = (id: number) => ({ param: { id: String(id) } });
const csvFile = (csv: string) => new Blob([csv], { type: 'text/csv; charset=utf-8' });

export const guestListApi = {
  /** The couple's guest list: listed guests and those who wrote, with their RSVP. */
  listed: (weddingId: number) => call((o) => guests.guests.$get(wedding(weddingId), o)),
  /** The couple's RSVP figures: answers, people coming, dietary notes and the RSVP deadline. */
  rsvpSummary: (weddingId: number) => call((o) => guests['rsvp-summary'].$get(wedding(weddingId), o)),
  /** Where the list downloads as a CSV (a plain link, not a call: the browser saves the file the server names). */
  exportUrl: (weddingId: number, rsvp: TRsvpFilter) =>
    `/api${guests.guests.export.$path(withQuery(wedding(weddingId), { rsvp }))}`,
  /** Adds one guest; a phone already on the list completes that guest instead. */
  add: (weddingId: number, input: TGuestInput) => call((o) => guests.guests.$post(wedding(weddingId), o), input),
  update: (weddingId: number, guestId: number, input: TGuestInput) =>
    call(
      (o) => guests.guests[':guestId'].$patch({ param: { id: String(weddingId), guestId: String(guestId) } }, o),
      input,
    ),
  /** « Réponses hors liste »: the guest who answered goes on the list (a new household, or one of the list's). */
  acceptOutside: (weddingId: number, guestId: number, input: TAcceptOutsideAnswer) =>
    call(
      (o) => guests.guests[':guestId'].accept.$post({ param: { id: String(weddingId), guestId: String(guestId) } }, o),
      input,
    ),
  remove: (weddingId: number, guestId: number) =>
    call((o) => guests.guests[':guestId'].$delete({ param: { id: String(weddingId), guestId: String(guestId) } }, o)),
  /**
   * A CSV file: a preview with each line's errors and duplicates (nothing written), or, with `commit`, its valid
   * lines written, the duplicate lines in `merge` merged (the others skipped).
   */
  importCsv: (weddingId: number, csv: string, commit: boolean, merge: number[] = []) =>
    call(
      (o) =>
        guests.guests.import.$post(
          withQuery(wedding(weddingId), {
            commit: commit ? '1' : undefined,
            merge: commit && merge.length ? merge.join(',') : undefined,
          }),
          o,
        ),
      csvFile(csv),
    ),
};

export const weddingDayApi = {
  parts: (weddingId: number) => call((o) => day.parts.$get(wedding(weddingId), o)),
  saveParts: (weddingId: number, input: TSaveWeddingPartsRequest) =>
    call((o) => day.parts.$put(wedding(weddingId), o), input),
  households: (weddingId: number) => call((o) => day.households.$get(wedding(weddingId), o)),
  addHousehold: (weddingId: number, input: THouseholdRequest) =>
    call((o) => day.households.$post(wedding(weddingId), o), input),
  updateHousehold: (weddingId: number, id: number, input: THouseholdRequest) =>
    call(
      (o) => day.households[':householdId'].$put({ param: { id: String(weddingId), householdId: String(id) } }, o),
      input,
    ),
  /** The invitation on WhatsApp, to these households or to every household not invited yet. */
  sendInvitations: (weddingId: number, input: TSendInvitationsRequest) =>
    call((o) => day.invitations.$post(wedding(weddingId), o), input),
  removeHousehold: (weddingId: number, id: number) =>
    call((o) =>
      day.households[':householdId'].$delete({ param: { id: String(weddingId), householdId: String(id) } }, o),
    ),
  seating: (weddingId: number) => call((o) => day.seating.$get(wedding(weddingId), o)),
  saveSeating: (weddingId: number, input: TSaveSeatingRequest) =>
    call((o) => day.seating.$put(wedding(weddingId), o), input),
  importSeating: (weddingId: number, csv: string, commit: boolean) =>
    call(
      (o) => day.seating.import.$post(withQuery(wedding(weddingId), { commit: commit ? '1' : undefined }), o),
      csvFile(csv),
    ),
};

export const announcementsApi = {
  /** The couple's announcements, newest first, with each guest's copy and the counts per delivery status. */
  list: (weddingId: number) => call((o) => announcements.$get(wedding(weddingId), o)),
  /** Who an announcement to `audience` (a household, or null for every connected guest) would reach, and how. */
  reach: (weddingId: number, audience: string | null) =>
    call((o) => announcements.reach.$get(withQuery(wedding(weddingId), { audience: audience ?? undefined }), o)),
  /** Sends (or queues, without Twilio) one announcement to the audience's reachable guests. */
  send: (weddingId: number, input: TAnnouncementInput) =>
    call((o) => announcements.$post(wedding(weddingId), o), input),
};
