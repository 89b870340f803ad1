// Back-office shapes: stats, users, weddings, messages and pre-registrations (spec 001 sections 3 and 7).
import { t } from '../messages/index.ts';
import { listQuery } from './admin-list.ts';
import { ZEmail, ZNewPassword } from './auth.ts';
import { WEDDING_BUCKETS, ZWeddingStatus } from '../wedding-status.ts';
import { rowId } from './input-rules.ts';
import { ZWedding } from './weddings.ts';
import * as z from './zod-fr.ts';

/** A numeric id in a path (`/api/admin/weddings/:id`). */
export const ZAdminId = rowId(t('admin.validation.invalidId'));

/** Dates travel as ISO 8601 strings; calendar dates (wedding date) as YYYY-MM-DD. */
const ZIso = z.string();

/** A figure of the current window next to the same figure of the window before it. */
export const ZTrend = z.object({
  current: z.number(),
  previous: z.number(),
  /** Percent change with one decimal; null when the previous window has nothing to compare with. */
  percent: z.number().nullable(),
});
export type TTrend = z.infer<typeof ZTrend>;

/** The dashboard's cards; every figure has the same definition on the other screens (platform-figures.ts). */
export const ZAdminStats = z.object({
  /** Accounts that are not administrators. */
  totalUsers: z.number().int(),
  /** Users with a completed payment not refunded in full. */
  paidUsers: z.number().int(),
  /** Users not paying who own a trial under way (the Users card's « en essai »). */
  trialUsers: z.number().int(),
  /** Weddings on a trial under way: not bought, not over, not stopped (the status module's « trial »). */
  activeTrials: z.number().int(),
  totalWeddings: z.number().int(),
  /** Weddings whose guests get answers now. */
  activeWeddings: z.number().int(),
  paidWeddings: z.number().int(),
  /** Weddings per group of the status module (the weddings list's « Statut » filter gives the same rows). */
  weddingsByStatus: z.record(z.enum(WEDDING_BUCKETS), z.number().int()),
  totalMessages: z.number().int(),
  messagesLast7Days: z.number().int(),
  /** Net of refunds, since the start. */
  totalRevenueCents: z.number().int(),
  /** Net of refunds, the last 30 days. */
  monthlyRevenueCents: z.number().int(),
  trends: z.object({
    /** Accounts created in the last 30 days vs the 30 before. */
    newUsers: ZTrend,
    /** Weddings created in the last 30 days vs the 30 before. */
    newWeddings: ZTrend,
    /** Messages of the last 7 days vs the 7 before. */
    messages: ZTrend,
    /** Revenue of the last 30 days vs the 30 before. */
    revenue: ZTrend,
  }),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

/** The money an account or a wedding brought or still owes, shown before an administrator deletes it. */
export const ZMoneyAtStake = z.object({
  /** Completed payments net of refunds. */
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  /** The package's balance to be charged on a saved card on the wedding day. */
  balanceDueCents: z.number().int(),
  /** The earliest of those wedding days (YYYY-MM-DD). */
  balanceDueOn: z.string().nullable(),
  /** A wedding-day charge that was declined: still owed. */
  balanceFailedCents: z.number().int(),
  /** A card is saved for a charge to come. */
  savedCard: z.boolean(),
});
export type TMoneyAtStake = z.infer<typeof ZMoneyAtStake>;

/** What a deletion takes away (weddings) and the money it leaves behind (payments stay in the books, detached). */
export const ZDeletionImpact = z.object({ weddings: z.number().int(), money: ZMoneyAtStake });
export type TDeletionImpact = z.infer<typeof ZDeletionImpact>;

// ---------- users ----------

export const ZUserType = z.enum(['couple', 'wedding_planner']);
export const ZSubscriptionStatus = z.enum(['active', 'inactive', 'trial']);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;
export const ZSubscriptionPlan = z.enum(['couple', 'wedding_planner']);

export const ZAdminUserRow = z.object({
  id: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: ZUserType,
  /** What the account's payments, trials and the team's grant make it (figures/platform-figures.ts). */
  subscriptionStatus: ZSubscriptionStatus,
  /** The team made it active without a payment (its stored status): the one part of the status an admin sets. */
  grantedActive: z.boolean(),
  subscriptionPlan: ZSubscriptionPlan.nullable(),
  authProvider: z.string(),
  isAdmin: z.boolean(),
  builtIn: z.boolean(),
  hasWedding: z.boolean(),
  weddingCount: z.number().int(),
  createdAt: ZIso,
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ADMIN_USER_SORTS = ['createdAt', 'name', 'email', 'weddings'] as const;
export const ZAdminUsersQuery = listQuery(ADMIN_USER_SORTS, {
  type: z.enum(['couple', 'wedding_planner', 'admin'], { error: t('admin.list.invalidFilter') }).optional(),
  subscription: ZSubscriptionStatus.optional(),
  wedding: z.enum(['with', 'without'], { error: t('admin.list.invalidFilter') }).optional(),
});
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

export const ZAdminUserDetail = ZAdminUserRow.extend({
  weddings: z.array(
    z.object({
      id: z.number().int(),
      weddingId: z.string(),
      brideName: z.string(),
      groomName: z.string(),
      weddingDate: z.string(),
      botActive: z.boolean(),
      paymentStatus: z.string(),
    }),
  ),
  completedTransactions: z.number().int(),
  paidCents: z.number().int(),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

const ZPersonName = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

export const ZAdminCreateUserRequest = z.object({
  email: ZEmail,
  firstName: ZPersonName(t('signup.firstName.required')),
  lastName: ZPersonName(t('signup.lastName.required')),
  password: ZNewPassword,
  userType: ZUserType.default('couple'),
});
export type TAdminCreateUserRequest = z.input<typeof ZAdminCreateUserRequest>;

export const ZAdminUpdateUserRequest = z
  .object({
    email: ZEmail,
    firstName: ZPersonName(t('signup.firstName.required')),
    lastName: ZPersonName(t('signup.lastName.required')),
    userType: ZUserType,
    subscriptionStatus: ZSubscriptionStatus,
    subscriptionPlan: ZSubscriptionPlan.nullable(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: t('admin.users.nothingToChange') });
export type TAdminUpdateUserRequest = z.input<typeof ZAdminUpdateUserRequest>;

// ---------- weddings ----------

/** WP for the wedding planner plan, Essai for trial ids, otherwise Couple (spec 001 section 2). */
export const ZWeddingAccountType = z.enum(['wedding_planner', 'trial', 'couple']);
export const ZPaymentStatus = z.enum(['pending', 'deposit_paid', 'paid', 'balance_failed', 'failed', 'refunded']);

const ZWeddingOwner = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: ZUserType,
  subscriptionPlan: ZSubscriptionPlan.nullable(),
});

export const ZAdminWeddingRow = z.object({
  id: z.number().int(),
  weddingId: z.string(),
  brideName: z.string(),
  groomName: z.string(),
  weddingDate: z.string(),
  createdAt: ZIso,
  botActive: z.boolean(),
  assistantStopped: z.boolean(),
  isTrial: z.boolean(),
  isPaid: z.boolean(),
  accountType: ZWeddingAccountType,
  /** The one status of wedding-status.ts, with the couple pages' badge. */
  status: ZWeddingStatus,
  paymentStatus: ZPaymentStatus,
  /** Counted from the messages and guests tables. */
  messageCount: z.number().int(),
  guestCount: z.number().int(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  user: ZWeddingOwner.nullable(),
});
export type TAdminWeddingRow = z.infer<typeof ZAdminWeddingRow>;

export const ADMIN_WEDDING_SORTS = ['createdAt', 'weddingDate', 'couple', 'messages', 'weddingId'] as const;
export const ZAdminWeddingsQuery = listQuery(ADMIN_WEDDING_SORTS, {
  /** A group of the status module: answering, inactive, a status code, or balance_failed. */
  status: z.enum(WEDDING_BUCKETS, { error: t('admin.list.invalidFilter') }).optional(),
  /** trial: not bought; paid: the package's deposit at least; unpaid: neither. */
  type: z.enum(['trial', 'paid', 'unpaid'], { error: t('admin.list.invalidFilter') }).optional(),
});
export type TAdminWeddingsQuery = z.input<typeof ZAdminWeddingsQuery>;

export const ZAdminMessageSender = z.enum(['guest', 'assistant']);
/** What a row of the messages screen is: a guest's message of each kind (db/schema/enums.ts), or an automatic message. */
export const ADMIN_MESSAGE_KINDS = [
  'question',
  'join',
  'rsvp',
  'smalltalk',
  'stop',
  'forget',
  'system',
  'automatic',
] as const;
export type AdminMessageKind = (typeof ADMIN_MESSAGE_KINDS)[number];
/** Who wrote the reply to a question: the local engine, the model, or the couple themselves. */
export const ZAnsweredBy = z.enum(['engine', 'model', 'couple']);

export const ZAdminMessageRow = z.object({
  id: z.number().int(),
  wedding: z.object({ id: z.number().int(), weddingId: z.string(), brideName: z.string(), groomName: z.string() }),
  guest: z.object({ id: z.number().int(), name: z.string().nullable(), phoneNumber: z.string() }).nullable(),
  content: z.string(),
  response: z.string().nullable(),
  sender: ZAdminMessageSender,
  kind: z.enum(ADMIN_MESSAGE_KINDS),
  answeredBy: ZAnsweredBy.nullable(),
  answered: z.boolean(),
  confidence: z.number().nullable(),
  createdAt: ZIso,
});
export type TAdminMessageRow = z.infer<typeof ZAdminMessageRow>;

/** Response time of the assistant, from the webhook's own request metrics (see get-response-time.ts). */
export const ZResponseTime = z.object({
  medianMs: z.number().nullable(),
  averageMs: z.number().nullable(),
  samples: z.number().int(),
});
export type TResponseTime = z.infer<typeof ZResponseTime>;

export const ZAdminWeddingDetail = ZAdminWeddingRow.extend({
  // The wedding's information fields have the couple API's shapes.
  ...ZWedding.pick({
    ceremonyVenue: true,
    ceremonyAddress: true,
    ceremonyTime: true,
    receptionVenue: true,
    receptionAddress: true,
    receptionTime: true,
    dressCode: true,
    parkingInfo: true,
    accommodations: true,
    giftRegistry: true,
    emergencyContact: true,
    additionalInfo: true,
    stopReason: true,
    trialQuestionsUsed: true,
    trialMaxQuestions: true,
  }).shape,
  whatsappLink: z.string(),
  stats: z.object({
    totalMessages: z.number().int(),
    answeredMessages: z.number().int(),
    connectedGuests: z.number().int(),
    /** Guests with messageCount above 0. */
    activeGuests: z.number().int(),
    faqCount: z.number().int(),
    responseTime: ZResponseTime,
  }),
  latestMessages: z.array(ZAdminMessageRow),
});
export type TAdminWeddingDetail = z.infer<typeof ZAdminWeddingDetail>;

export const ZAdminUpdateWeddingRequest = z
  .object({ botActive: z.boolean({ error: 'botActive doit être un booléen' }) })
  .strict();
export type TAdminUpdateWeddingRequest = z.infer<typeof ZAdminUpdateWeddingRequest>;

export const ZAdminUpdateWeddingResponse = z.object({
  id: z.number().int(),
  botActive: z.boolean(),
  assistantStopped: z.boolean(),
  status: ZWeddingStatus,
});
export type TAdminUpdateWeddingResponse = z.infer<typeof ZAdminUpdateWeddingResponse>;

// ---------- messages ----------

/**
 * One row per exchange: a guest's question with the assistant's reply (stored together), or an automatic message
 * the assistant sent on its own. So the filter is on what the exchange is, not on who wrote a row.
 */
export const ADMIN_MESSAGE_SORTS = ['date', 'wedding'] as const;
export const ZAdminMessagesQuery = listQuery(ADMIN_MESSAGE_SORTS, {
  wedding: ZAdminId.optional(),
  kind: z.enum(ADMIN_MESSAGE_KINDS, { error: t('admin.list.invalidFilter') }).optional(),
  answered: z.enum(['answered', 'unanswered'], { error: t('admin.list.invalidFilter') }).optional(),
});
export type TAdminMessagesQuery = z.input<typeof ZAdminMessagesQuery>;

// ---------- pre-registrations ----------

export const ZAdminPreRegistrationRow = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  weddingDate: z.string().nullable(),
  createdAt: ZIso,
});
export type TAdminPreRegistrationRow = z.infer<typeof ZAdminPreRegistrationRow>;

export const ADMIN_PRE_REGISTRATION_SORTS = ['createdAt', 'name', 'email', 'weddingDate'] as const;
export const ZAdminPreRegistrationsQuery = listQuery(ADMIN_PRE_REGISTRATION_SORTS, {
  dated: z.enum(['with', 'without'], { error: t('admin.list.invalidFilter') }).optional(),
});
export type TAdminPreRegistrationsQuery = z.input<typeof ZAdminPreRegistrationsQuery>;

export const ZAdminPreRegistrationSummary = z.object({
  total: z.number().int(),
  /** The last 7 days (spec 001 section 9). */
  thisWeek: z.number().int(),
  withWeddingDate: z.number().int(),
});
export type TAdminPreRegistrationSummary = z.infer<typeof ZAdminPreRegistrationSummary>;

export const ZAdminOk = z.object({ ok: z.literal(true), message: z.string() });
export type TAdminOk = z.infer<typeof ZAdminOk>;
