// The back office's calls, typed by the routes' own types through src/lib/api-call.ts: loaded only by
// /admin pages, so couple and public pages never carry them.
import type { adminAuthRoutes } from '../server/http/routes/admin-auth.ts';
import type { adminRoutes } from '../server/http/routes/admin.ts';
import type { siteRebuildRoutes } from '../server/http/routes/site-rebuild.ts';
import type { staffInvitationRoutes } from '../server/http/routes/staff-invitations.ts';
import type {
  TAdminCreateUserRequest,
  TAdminMessagesQuery,
  TAdminPreRegistrationsQuery,
  TAdminUpdateUserRequest,
  TAdminUsersQuery,
  TAdminWeddingsQuery,
} from '../shared/schemas/admin.ts';
import type { TPageRequest, TSaveSocialLinksRequest } from '../shared/schemas/admin-content.ts';
import type {
  TAnalyticsPeriod,
  TMonitoringRange,
  TProvider,
  TReviewFlaggedAnswerRequest,
  TUpdateAssistantSettingsRequest,
} from '../shared/schemas/admin-monitoring.ts';
import type {
  TAdminDiscountsQuery,
  TAdminUpdatePlanRequest,
  TCreateDiscountRequest,
  TUpdateDiscountRequest,
} from '../shared/schemas/admin-pricing.ts';
import type { TAdminTransactionsQuery, TRefundRequest, TRevenuePeriod } from '../shared/schemas/admin-revenue.ts';
import type { TAdminAuditQuery } from '../shared/schemas/audit.ts';
import type { TAdminLoginRequest } from '../shared/schemas/auth.ts';
import type { TSiteSettings } from '../shared/schemas/content.ts';
import type { TRetentionSettings } from '../shared/schemas/retention.ts';
import type {
  TAcceptStaffInvitationRequest,
  TInviteStaffRequest,
  TUpdateStaffRequest,
} from '../shared/schemas/admin-team.ts';
import { call, client, withQuery } from './api-call.ts';

const signIn = client<typeof adminAuthRoutes>('/api/admin');
const admin = client<typeof adminRoutes>('/api/admin');
const content = client<typeof siteRebuildRoutes>('/api/content');
const invitations = client<typeof staffInvitationRoutes>('/api/staff-invitations');

const id = (value: number | string) => ({ param: { id: String(value) } });

export const adminApi = {
  login: (input: TAdminLoginRequest) => call((o) => signIn.login.$post(undefined, o), input),
  checkAuth: () => call((o) => signIn['check-auth'].$get(undefined, o)),
  logout: () => call((o) => signIn.logout.$post(undefined, o)),
  stats: () => call((o) => admin.stats.$get(undefined, o)),
  /** A page of accounts: search, filters, sort and cursor as in the screen's URL. */
  users: (query: TAdminUsersQuery = {}) => call((o) => admin.users.$get(withQuery({}, query), o)),
  user: (userId: string) => call((o) => admin.users[':id'].$get(id(userId), o)),
  createUser: (input: TAdminCreateUserRequest) => call((o) => admin.users.$post(undefined, o), input),
  updateUser: (userId: string, changes: TAdminUpdateUserRequest) =>
    call((o) => admin.users[':id'].$patch(id(userId), o), changes),
  /** What deleting the account leaves behind (money paid, balance due, saved card), for the confirmation. */
  userDeletion: (userId: string) => call((o) => admin.users[':id'].deletion.$get(id(userId), o)),
  /** Removes the account and its weddings; refused for admin-001. */
  deleteUser: (userId: string) => call((o) => admin.users[':id'].$delete(id(userId), o)),
  weddings: (query: TAdminWeddingsQuery = {}) => call((o) => admin.weddings.$get(withQuery({}, query), o)),
  /** Every field, real statistics and the 5 latest messages. */
  wedding: (weddingId: number) => call((o) => admin.weddings[':id'].$get(id(weddingId), o)),
  setBotActive: (weddingId: number, botActive: boolean) =>
    call((o) => admin.weddings[':id'].$patch(id(weddingId), o), { botActive }),
  /** What deleting the wedding leaves behind (money paid, balance due, saved card), for the confirmation. */
  weddingDeletion: (weddingId: number) => call((o) => admin.weddings[':id'].deletion.$get(id(weddingId), o)),
  deleteWedding: (weddingId: number) => call((o) => admin.weddings[':id'].$delete(id(weddingId), o)),
  /** A page of exchanges (a question with its reply, or an automatic message), newest first by default. */
  messages: (query: TAdminMessagesQuery = {}) => call((o) => admin.messages.$get(withQuery({}, query), o)),
  preRegistrations: (query: TAdminPreRegistrationsQuery = {}) =>
    call((o) => admin['pre-registrations'].$get(withQuery({}, query), o)),
  preRegistrationSummary: () => call((o) => admin['pre-registrations'].summary.$get(undefined, o)),
  revenue: (period: TRevenuePeriod) => call((o) => admin.revenue.$get(withQuery({}, { period }), o)),
  /** Where the browser downloads the CSV of a period (a plain link: the session cookie goes with it). */
  revenueExportUrl: (period: TRevenuePeriod) => `/api/admin${admin.revenue.export.$path(withQuery({}, { period }))}`,
  /** Signed payment events refused for disagreeing with our own order. */
  refusedPaymentEvents: () => call((o) => admin['payment-events'].refused.$get(undefined, o)),
  transactions: (query: TAdminTransactionsQuery = {}) => call((o) => admin.transactions.$get(withQuery({}, query), o)),
  transaction: (transactionId: number) => call((o) => admin.transactions[':id'].$get(id(transactionId), o)),
  /** Gives a payment back through the payment provider (all that is left by default). */
  refund: (transactionId: number, input: TRefundRequest = {}) =>
    call((o) => admin.transactions[':id'].refund.$post(id(transactionId), o), input),
  plans: () => call((o) => admin.pricing.plans.$get(undefined, o)),
  updatePlan: (planId: number, changes: TAdminUpdatePlanRequest) =>
    call((o) => admin.pricing.plans[':id'].$patch(id(planId), o), changes),
  pricingAnalytics: () => call((o) => admin.pricing.analytics.$get(undefined, o)),
  discounts: (query: TAdminDiscountsQuery = {}) => call((o) => admin.pricing.discounts.$get(withQuery({}, query), o)),
  createDiscount: (input: TCreateDiscountRequest) => call((o) => admin.pricing.discounts.$post(undefined, o), input),
  updateDiscount: (discountId: number, changes: TUpdateDiscountRequest) =>
    call((o) => admin.pricing.discounts[':id'].$patch(id(discountId), o), changes),
  deleteDiscount: (discountId: number) => call((o) => admin.pricing.discounts[':id'].$delete(id(discountId), o)),
  pages: () => call((o) => admin.pages.$get(undefined, o)),
  createPage: (input: TPageRequest) => call((o) => admin.pages.$post(undefined, o), input),
  updatePage: (pageId: number, input: TPageRequest) => call((o) => admin.pages[':id'].$put(id(pageId), o), input),
  deletePage: (pageId: number) => call((o) => admin.pages[':id'].$delete(id(pageId), o)),
  socialLinks: () => call((o) => admin['social-links'].$get(undefined, o)),
  saveSocialLinks: (input: TSaveSocialLinksRequest) => call((o) => admin['social-links'].$post(undefined, o), input),
  monitoring: (range: TMonitoringRange) => call((o) => admin.monitoring.$get(withQuery({}, { range }), o)),
  /** Checks every configured provider live now (recorded, as the scheduled job does). */
  checkProviders: () => call((o) => admin.monitoring.check.$post(undefined, o)),
  analytics: (period: TAnalyticsPeriod) => call((o) => admin.analytics.$get(withQuery({}, { period }), o)),
  aiControl: () => call((o) => admin['ai-control'].$get(undefined, o)),
  /** The dashboard's « À traiter » and its actions (each audited). */
  inbox: () => call((o) => admin.inbox.$get(undefined, o)),
  retryBalance: (weddingId: number) => call((o) => admin.inbox.balances[':id'].retry.$post(id(weddingId), o)),
  sendBalanceLink: (weddingId: number) => call((o) => admin.inbox.balances[':id']['send-link'].$post(id(weddingId), o)),
  retryOutbox: (outboxId: number) => call((o) => admin.inbox.outbox[':id'].retry.$post(id(outboxId), o)),
  /** « Marquer comme juste / fausse » on a flagged answer. */
  reviewFlaggedAnswer: (messageId: number, input: TReviewFlaggedAnswerRequest) =>
    call((o) => admin['ai-control'].flagged[':id'].review.$post(id(messageId), o), input),
  updateAssistantSettings: (changes: TUpdateAssistantSettingsRequest) =>
    call((o) => admin['ai-control'].settings.$put(undefined, o), changes),
  siteSettings: () => call((o) => admin['site-settings'].$get(undefined, o)),
  updateSiteSettings: (input: TSiteSettings) => call((o) => admin['site-settings'].$put(undefined, o), input),
  apiKeys: () => call((o) => admin['api-keys'].$get(undefined, o)),
  /** A real, read-only call to the provider with the server's credentials. */
  testProvider: (provider: TProvider) =>
    call((o) => admin['api-keys'][':provider'].test.$post({ param: { provider } }, o)),
  /** Administrators' writes, newest first by default. */
  auditLog: (query: TAdminAuditQuery = {}) => call((o) => admin['audit-log'].$get(withQuery({}, query), o)),
  /** The CSV export of the entries the list shows (same search and filter), as a plain link. */
  auditExportUrl: ({ q, target }: TAdminAuditQuery) =>
    `/api/admin${admin['audit-log'].export.$path(withQuery({}, { q, target }))}`,
  retentionSettings: () => call((o) => admin['retention-settings'].$get(undefined, o)),
  updateRetentionSettings: (input: TRetentionSettings) =>
    call((o) => admin['retention-settings'].$put(undefined, o), input),
  /** « Équipe » : staff and pending invitations; an invitation e-mailed; a role changed or an account disabled. */
  team: () => call((o) => admin.team.$get(undefined, o)),
  inviteStaff: (input: TInviteStaffRequest) => call((o) => admin.team.invitations.$post(undefined, o), input),
  updateStaff: (staffId: string, changes: TUpdateStaffRequest) =>
    call((o) => admin.team[':id'].$patch(id(staffId), o), changes),
  /** The invitation behind an e-mailed link, then the account it creates (signed in). */
  checkInvitation: (token: string) => call((o) => invitations.check.$post(undefined, o), { token }),
  acceptInvitation: (input: TAcceptStaffInvitationRequest) =>
    call((o) => invitations.accept.$post(undefined, o), input),
  /** Rebuild the static site now (content pages, footer links). */
  rebuild: () => call((o) => content.rebuild.$post(undefined, o)),
  rebuildStatus: () => call((o) => content['rebuild-status'].$get(undefined, o)),
};
