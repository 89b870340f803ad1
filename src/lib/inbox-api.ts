// The calls of the couple's « Messages » tab (their inbox), apart from api-client.ts so that they load with that tab,
// not with every couple page (decision 009's budget).
import { request } from './api-client.ts';
import type { TInboxReplyRequest, TInboxSettings } from '../shared/schemas/inbox.ts';

/** The inbox's schemas (and their words) load with the tab that shows it. */
const inboxSchema =
  <K extends 'ZInbox' | 'ZConversation' | 'ZCoupleReply' | 'ZInboxSettingsRequest'>(name: K) =>
  () =>
    import('../shared/schemas/inbox.ts').then((m) => m[name]);

export const inboxApi = {
  /** The open questions (the assistant could not answer, the couple has not yet) and every guest conversation. */
  list: (weddingId: number) => request('GET', `/api/weddings/${weddingId}/inbox`, inboxSchema('ZInbox')),
  /** One guest's whole conversation, with the couple's replies and their delivery status. */
  conversation: (weddingId: number, guestId: number) =>
    request('GET', `/api/weddings/${weddingId}/inbox/conversations/${guestId}`, inboxSchema('ZConversation')),
  /** The couple's reply to a guest's question, sent on WhatsApp (and saved as a FAQ when asked). */
  reply: (weddingId: number, messageId: number, input: TInboxReplyRequest) =>
    request('POST', `/api/weddings/${weddingId}/inbox/${messageId}/reply`, inboxSchema('ZCoupleReply'), input),
  settings: (weddingId: number) =>
    request('GET', `/api/weddings/${weddingId}/inbox/settings`, inboxSchema('ZInboxSettingsRequest')),
  saveSettings: (weddingId: number, input: TInboxSettings) =>
    request('PUT', `/api/weddings/${weddingId}/inbox/settings`, inboxSchema('ZInboxSettingsRequest'), input),
};
