// The calls of the couple's « Messages » tab (their inbox), apart from api-client.ts so that they load with that tab,
// not with every couple page (decision 009's budget).
import type { inboxRoutes } from '../server/http/routes/inbox.ts';
import type { TInboxReplyRequest, TInboxSettings } from '../shared/schemas/inbox.ts';
import { call, client } from './api-call.ts';

const inbox = client<typeof inboxRoutes>('/api').weddings[':id'].inbox;
const wedding = (id: number) => ({ param: { id: String(id) } });

export const inboxApi = {
  /** The open questions (the assistant could not answer, the couple has not yet) and every guest conversation. */
  list: (weddingId: number) => call((o) => inbox.$get(wedding(weddingId), o)),
  /** One guest's whole conversation, with the couple's replies and their delivery status. */
  conversation: (weddingId: number, guestId: number) =>
    call((o) =>
      inbox.conversations[':guestId'].$get({ param: { id: String(weddingId), guestId: String(guestId) } }, o),
    ),
  /** The couple's reply to a guest's question, sent on WhatsApp (and saved as a FAQ when asked). */
  reply: (weddingId: number, messageId: number, input: TInboxReplyRequest) =>
    call(
      (o) => inbox[':messageId'].reply.$post({ param: { id: String(weddingId), messageId: String(messageId) } }, o),
      input,
    ),
  /** Sends again a reply that failed, as it was written. */
  retry: (weddingId: number, replyId: number) =>
    call((o) =>
      inbox.replies[':replyId'].retry.$post({ param: { id: String(weddingId), replyId: String(replyId) } }, o),
    ),
  /** Closes a question without replying: nothing is sent to the guest. */
  resolve: (weddingId: number, messageId: number) =>
    call((o) =>
      inbox[':messageId'].resolve.$post({ param: { id: String(weddingId), messageId: String(messageId) } }, o),
    ),
  settings: (weddingId: number) => call((o) => inbox.settings.$get(wedding(weddingId), o)),
  saveSettings: (weddingId: number, input: TInboxSettings) =>
    call((o) => inbox.settings.$put(wedding(weddingId), o), input),
};
