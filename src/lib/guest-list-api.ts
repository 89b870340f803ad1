// The calls of the couple's « Invités » and « Annonces » tabs, apart from api-client.ts so that they load with those
// tabs, not with every couple page (decision 009's budget).
import { request } from './api-client.ts';
import { ZMessageResponse } from '../shared/schemas/message.ts';
import type { TAnnouncementInput } from '../shared/schemas/announcements.ts';
import type { TGuestInput } from '../shared/schemas/guests.ts';
import type {
  THouseholdRequest,
  TSaveSeatingRequest,
  TSaveWeddingPartsRequest,
  TSendInvitationsRequest,
} from '../shared/schemas/households.ts';
import type { TRsvpFilter } from '../shared/rsvp-filter.ts';

/** The guest list's schemas (and their words) load with the tab that shows it. */
const guestSchema =
  <K extends 'ZListedGuest' | 'ZListedGuestList' | 'ZGuestImportResult' | 'ZRsvpSummary'>(name: K) =>
  () =>
    import('../shared/schemas/guests.ts').then((m) => m[name]);

/** The announcements' schemas (and their words) load with the « Annonces » tab. */
const announcementSchema =
  <K extends 'ZAnnouncement' | 'ZAnnouncementList' | 'ZAnnouncementReach'>(name: K) =>
  () =>
    import('../shared/schemas/announcements.ts').then((m) => m[name]);

export const guestListApi = {
  /** The couple's guest list: listed guests and those who wrote, with their RSVP. */
  listed: (weddingId: number) => request('GET', `/api/weddings/${weddingId}/guests`, guestSchema('ZListedGuestList')),
  /** The couple's RSVP figures: answers, people coming, dietary notes and the RSVP deadline. */
  rsvpSummary: (weddingId: number) =>
    request('GET', `/api/weddings/${weddingId}/rsvp-summary`, guestSchema('ZRsvpSummary')),
  /** Where the list downloads as a CSV (a plain link, not a call: the browser saves the file the server names). */
  exportUrl: (weddingId: number, rsvp: TRsvpFilter) => `/api/weddings/${weddingId}/guests/export?rsvp=${rsvp}`,
  /** Adds one guest; a phone already on the list completes that guest instead. */
  add: (weddingId: number, input: TGuestInput) =>
    request('POST', `/api/weddings/${weddingId}/guests`, guestSchema('ZListedGuest'), input),
  update: (weddingId: number, guestId: number, input: TGuestInput) =>
    request('PATCH', `/api/weddings/${weddingId}/guests/${guestId}`, guestSchema('ZListedGuest'), input),
  remove: (weddingId: number, guestId: number) =>
    request('DELETE', `/api/weddings/${weddingId}/guests/${guestId}`, ZMessageResponse),
  /**
   * A CSV file: a preview with each line's errors and duplicates (nothing written), or, with `commit`, its valid
   * lines written, the duplicate lines in `merge` merged (the others skipped).
   */
  importCsv: (weddingId: number, csv: string, commit: boolean, merge: number[] = []) =>
    request(
      'POST',
      `/api/weddings/${weddingId}/guests/import${commit ? `?commit=1${merge.length ? `&merge=${merge.join(',')}` : ''}` : ''}`,
      guestSchema('ZGuestImportResult'),
      new Blob([csv], { type: 'text/csv; charset=utf-8' }),
    ),
};

/** The households' schemas (and their words) load with the « Journée et foyers » tab. */
const householdSchema =
  <
    K extends
      | 'ZWeddingPartList'
      | 'ZHouseholdList'
      | 'ZSeatingPlan'
      | 'ZSeatingImportResult'
      | 'ZCreated'
      | 'ZSendInvitationsResponse',
  >(
    name: K,
  ) =>
  () =>
    import('../shared/schemas/households.ts').then((m) => m[name]);

export const weddingDayApi = {
  parts: (weddingId: number) => request('GET', `/api/weddings/${weddingId}/parts`, householdSchema('ZWeddingPartList')),
  saveParts: (weddingId: number, input: TSaveWeddingPartsRequest) =>
    request('PUT', `/api/weddings/${weddingId}/parts`, householdSchema('ZWeddingPartList'), input),
  households: (weddingId: number) =>
    request('GET', `/api/weddings/${weddingId}/households`, householdSchema('ZHouseholdList')),
  addHousehold: (weddingId: number, input: THouseholdRequest) =>
    request('POST', `/api/weddings/${weddingId}/households`, householdSchema('ZCreated'), input),
  updateHousehold: (weddingId: number, id: number, input: THouseholdRequest) =>
    request('PUT', `/api/weddings/${weddingId}/households/${id}`, householdSchema('ZCreated'), input),
  /** The invitation on WhatsApp, to these households or to every household not invited yet. */
  sendInvitations: (weddingId: number, input: TSendInvitationsRequest) =>
    request('POST', `/api/weddings/${weddingId}/invitations`, householdSchema('ZSendInvitationsResponse'), input),
  removeHousehold: (weddingId: number, id: number) =>
    request('DELETE', `/api/weddings/${weddingId}/households/${id}`, ZMessageResponse),
  seating: (weddingId: number) => request('GET', `/api/weddings/${weddingId}/seating`, householdSchema('ZSeatingPlan')),
  saveSeating: (weddingId: number, input: TSaveSeatingRequest) =>
    request('PUT', `/api/weddings/${weddingId}/seating`, householdSchema('ZSeatingPlan'), input),
  importSeating: (weddingId: number, csv: string, commit: boolean) =>
    request(
      'POST',
      `/api/weddings/${weddingId}/seating/import${commit ? '?commit=1' : ''}`,
      householdSchema('ZSeatingImportResult'),
      new Blob([csv], { type: 'text/csv; charset=utf-8' }),
    ),
};

export const announcementsApi = {
  /** The couple's announcements, newest first, with each guest's copy and the counts per delivery status. */
  list: (weddingId: number) =>
    request('GET', `/api/weddings/${weddingId}/announcements`, announcementSchema('ZAnnouncementList')),
  /** Who an announcement to `audience` (a household, or null for every connected guest) would reach, and how. */
  reach: (weddingId: number, audience: string | null) =>
    request(
      'GET',
      `/api/weddings/${weddingId}/announcements/reach${audience ? `?audience=${encodeURIComponent(audience)}` : ''}`,
      announcementSchema('ZAnnouncementReach'),
    ),
  /** Sends (or queues, without Twilio) one announcement to the audience's reachable guests. */
  send: (weddingId: number, input: TAnnouncementInput) =>
    request('POST', `/api/weddings/${weddingId}/announcements`, announcementSchema('ZAnnouncement'), input),
};
