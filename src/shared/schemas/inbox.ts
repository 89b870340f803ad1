// The couple's inbox: the guests' open questions, every guest conversation, and the couple's replies on WhatsApp.
import { inboxMessages as m } from '../messages/inbox.ts';
import { DELIVERY_STATUSES } from './announcements.ts';
import { multilineText } from './input-rules.ts';
import * as z from './zod-fr.ts';

export const MAX_INBOX_REPLY = 1000;
export const INBOX_NOTIFICATIONS = ['instant', 'daily_digest'] as const;
export type TInboxNotifications = (typeof INBOX_NOTIFICATIONS)[number];

/** `POST /api/weddings/:id/inbox/:messageId/reply`. */
export const ZInboxReplyRequest = z.object({
  text: z
    .string({ error: m['inbox.error.text.empty'] })
    .trim()
    .min(1, m['inbox.error.text.empty'])
    .max(MAX_INBOX_REPLY, m['inbox.error.text.tooLong'])
    .pipe(multilineText),
  saveAsFaq: z.boolean({ error: m['inbox.error.saveAsFaq'] }).default(false),
});
export type TInboxReplyRequest = z.input<typeof ZInboxReplyRequest>;

/** `PUT /api/weddings/:id/inbox/settings`. */
export const ZInboxSettingsRequest = z.object({
  notifications: z.enum(INBOX_NOTIFICATIONS, { error: m['inbox.error.notifications'] }),
});
export type TInboxSettings = z.infer<typeof ZInboxSettingsRequest>;

const ZGuestRef = z.object({
  guestId: z.number().int(),
  /** The guest's name (the couple's list, else the WhatsApp profile), else the masked phone number. */
  guest: z.string(),
});

export const ZOpenQuestion = ZGuestRef.extend({
  messageId: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
});
export type TOpenQuestion = z.infer<typeof ZOpenQuestion>;

export const ZConversationSummary = ZGuestRef.extend({
  lastMessage: z.object({ from: z.enum(['guest', 'couple']), text: z.string(), createdAt: z.string() }),
  messageCount: z.number().int(),
  openQuestions: z.number().int(),
  optedOut: z.boolean(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZInbox = z.object({
  items: z.array(ZOpenQuestion),
  conversations: z.array(ZConversationSummary),
  notifications: z.enum(INBOX_NOTIFICATIONS),
});
export type TInbox = z.infer<typeof ZInbox>;

export const ZCoupleReply = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  text: z.string(),
  mode: z.enum(['text', 'template']),
  status: z.enum(DELIVERY_STATUSES),
  error: z.string().nullable(),
  faqId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TCoupleReply = z.infer<typeof ZCoupleReply>;

/** A question the couple closed without replying. */
export const ZResolvedQuestion = z.object({ messageId: z.number().int(), resolvedAt: z.string() });
export type TResolvedQuestion = z.infer<typeof ZResolvedQuestion>;

/** The copies a guest receives without having written, as the conversation names them. */
export const GUEST_COPY_KINDS = ['invitation', 'reminder', 'nudge', 'automatic', 'announcement'] as const;
export type TGuestCopyKind = (typeof GUEST_COPY_KINDS)[number];

/** One entry of a conversation, oldest first: a guest's message (with the assistant's reply), the couple's reply, or a copy sent. */
export const ZThreadEntry = z.discriminatedUnion('from', [
  z.object({
    from: z.literal('guest'),
    messageId: z.number().int(),
    kind: z.enum(['question', 'smalltalk', 'join', 'system', 'rsvp', 'stop', 'forget']),
    text: z.string(),
    assistantReply: z.string().nullable(),
    /** A question the assistant could not answer. */
    unanswered: z.boolean(),
    /** Unanswered and not yet answered by the couple. */
    open: z.boolean(),
    /** What the assistant sent with a question it handed over: the closest fact, part of the answers, or nothing. */
    handedOverWith: z.enum(['closest', 'part', 'nothing']),
    createdAt: z.string(),
  }),
  z.object({ from: z.literal('couple'), reply: ZCoupleReply, createdAt: z.string() }),
  /** A copy the guest received without having written: the invitation, its reminder, a question asked again, an automatic message, an announcement. */
  z.object({
    from: z.literal('copy'),
    id: z.number().int(),
    kind: z.enum(GUEST_COPY_KINDS),
    text: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    error: z.string().nullable(),
    createdAt: z.string(),
  }),
]);
export type TThreadEntry = z.infer<typeof ZThreadEntry>;

export const ZConversation = ZGuestRef.extend({
  optedOut: z.boolean(),
  /** Whether a reply now goes as plain text (inside WhatsApp's 24-hour window) or as the approved template. */
  replyMode: z.enum(['text', 'template']),
  entries: z.array(ZThreadEntry),
});
export type TConversation = z.infer<typeof ZConversation>;
