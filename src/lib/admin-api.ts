// The back office's calls: loaded only by /admin pages, so couple and public pages never carry its schemas.
import {
  ZAdminMessagesPage,
  ZAdminOk,
  ZAdminPreRegistrationSummary,
  ZAdminPreRegistrationsPage,
  ZAdminStats,
  ZAdminUpdateWeddingResponse,
  ZAdminUserDetail,
  ZAdminUserRow,
  ZAdminUsersPage,
  ZAdminWeddingDetail,
  ZAdminWeddingsPage,
  type TAdminCreateUserRequest,
  type TAdminMessagesQuery,
  type TAdminPreRegistrationsQuery,
  type TAdminUpdateUserRequest,
  type TAdminUsersQuery,
  type TAdminWeddingsQuery,
} from '../shared/schemas/admin.ts';
import { listSearchParams } from '../shared/schemas/admin-list.ts';
import {
  ZAdminPage,
  ZAdminPagesResponse,
  ZSocialLinksResponse,
  type TPageRequest,
  type TSaveSocialLinksRequest,
} from '../shared/schemas/admin-content.ts';
import {
  ZAdminAiControl,
  ZReviewFlaggedAnswerResponse,
  type TReviewFlaggedAnswerRequest,
  ZAdminAnalytics,
  ZAdminApiKeys,
  ZAdminMonitoring,
  ZAssistantSettings,
  ZProviderChecksResponse,
  ZProviderTestResponse,
  type TAnalyticsPeriod,
  type TMonitoringRange,
  type TProvider,
  type TUpdateAssistantSettingsRequest,
} from '../shared/schemas/admin-monitoring.ts';
import {
  ZAdminDiscountsPage,
  ZAdminPricingAnalytics,
  ZDiscountCode,
  type TAdminDiscountsQuery,
  type TAdminUpdatePlanRequest,
  type TCreateDiscountRequest,
  type TUpdateDiscountRequest,
} from '../shared/schemas/admin-pricing.ts';
import {
  ZAdminRevenue,
  ZAdminTransactionsPage,
  ZRefundResponse,
  ZRefusedPaymentEvents,
  ZRevenueTransaction,
  type TAdminTransactionsQuery,
  type TRefundRequest,
  type TRevenuePeriod,
} from '../shared/schemas/admin-revenue.ts';
import { ZAdminCheckAuthResponse, ZAuthResponse, type TAdminLoginRequest } from '../shared/schemas/auth.ts';
import { ZPricingPlan, ZPricingPlansResponse } from '../shared/schemas/pricing.ts';
import { ZSiteSettings, type TSiteSettings } from '../shared/schemas/content.ts';
import { ZAdminAuditPage, type TAdminAuditQuery } from '../shared/schemas/audit.ts';
import { ZRetentionSettings, type TRetentionSettings } from '../shared/schemas/retention.ts';
import { ZActionInbox, ZInboxActionResponse } from '../shared/schemas/admin-inbox.ts';
import { ZMessageResponse } from '../shared/schemas/message.ts';
import {
  ZAdminTeam,
  ZStaffInvitation,
  ZStaffInvitationInfo,
  ZStaffMember,
  type TAcceptStaffInvitationRequest,
  type TInviteStaffRequest,
  type TUpdateStaffRequest,
} from '../shared/schemas/admin-team.ts';
import { request } from './api-client.ts';

export const adminApi = {
  login: (input: TAdminLoginRequest) => request('POST', '/api/admin/login', ZAuthResponse, input),
  checkAuth: () => request('GET', '/api/admin/check-auth', ZAdminCheckAuthResponse),
  logout: () => request('POST', '/api/admin/logout', ZMessageResponse),
  stats: () => request('GET', '/api/admin/stats', ZAdminStats),
  /** A page of accounts: search, filters, sort and cursor as in the screen's URL. */
  users: (query: TAdminUsersQuery = {}) =>
    request('GET', `/api/admin/users${listSearchParams(query)}`, ZAdminUsersPage),
  user: (id: string) => request('GET', `/api/admin/users/${encodeURIComponent(id)}`, ZAdminUserDetail),
  createUser: (input: TAdminCreateUserRequest) => request('POST', '/api/admin/users', ZAdminUserRow, input),
  updateUser: (id: string, changes: TAdminUpdateUserRequest) =>
    request('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, ZAdminUserRow, changes),
  /** Removes the account and its weddings; refused for admin-001. */
  deleteUser: (id: string) => request('DELETE', `/api/admin/users/${encodeURIComponent(id)}`, ZAdminOk),
  weddings: (query: TAdminWeddingsQuery = {}) =>
    request('GET', `/api/admin/weddings${listSearchParams(query)}`, ZAdminWeddingsPage),
  /** Every field, real statistics and the 5 latest messages. */
  wedding: (id: number) => request('GET', `/api/admin/weddings/${id}`, ZAdminWeddingDetail),
  setBotActive: (id: number, botActive: boolean) =>
    request('PATCH', `/api/admin/weddings/${id}`, ZAdminUpdateWeddingResponse, { botActive }),
  deleteWedding: (id: number) => request('DELETE', `/api/admin/weddings/${id}`, ZAdminOk),
  /** A page of exchanges (a question with its reply, or an automatic message), newest first by default. */
  messages: (query: TAdminMessagesQuery = {}) =>
    request('GET', `/api/admin/messages${listSearchParams(query)}`, ZAdminMessagesPage),
  preRegistrations: (query: TAdminPreRegistrationsQuery = {}) =>
    request('GET', `/api/admin/pre-registrations${listSearchParams(query)}`, ZAdminPreRegistrationsPage),
  preRegistrationSummary: () => request('GET', '/api/admin/pre-registrations/summary', ZAdminPreRegistrationSummary),
  revenue: (period: TRevenuePeriod) => request('GET', `/api/admin/revenue?period=${period}`, ZAdminRevenue),
  /** Signed payment events refused for disagreeing with our own order. */
  refusedPaymentEvents: () => request('GET', '/api/admin/payment-events/refused', ZRefusedPaymentEvents),
  transactions: (query: TAdminTransactionsQuery = {}) =>
    request('GET', `/api/admin/transactions${listSearchParams(query)}`, ZAdminTransactionsPage),
  transaction: (id: number) => request('GET', `/api/admin/transactions/${id}`, ZRevenueTransaction),
  /** Gives a payment back through the payment provider (all that is left by default). */
  refund: (id: number, input: TRefundRequest = {}) =>
    request('POST', `/api/admin/transactions/${id}/refund`, ZRefundResponse, input),
  plans: () => request('GET', '/api/admin/pricing/plans', ZPricingPlansResponse),
  updatePlan: (id: number, changes: TAdminUpdatePlanRequest) =>
    request('PATCH', `/api/admin/pricing/plans/${id}`, ZPricingPlan, changes),
  pricingAnalytics: () => request('GET', '/api/admin/pricing/analytics', ZAdminPricingAnalytics),
  discounts: (query: TAdminDiscountsQuery = {}) =>
    request('GET', `/api/admin/pricing/discounts${listSearchParams(query)}`, ZAdminDiscountsPage),
  createDiscount: (input: TCreateDiscountRequest) =>
    request('POST', '/api/admin/pricing/discounts', ZDiscountCode, input),
  updateDiscount: (id: number, changes: TUpdateDiscountRequest) =>
    request('PATCH', `/api/admin/pricing/discounts/${id}`, ZDiscountCode, changes),
  deleteDiscount: (id: number) => request('DELETE', `/api/admin/pricing/discounts/${id}`, ZAdminOk),
  pages: () => request('GET', '/api/admin/pages', ZAdminPagesResponse),
  createPage: (input: TPageRequest) => request('POST', '/api/admin/pages', ZAdminPage, input),
  updatePage: (id: number, input: TPageRequest) => request('PUT', `/api/admin/pages/${id}`, ZAdminPage, input),
  deletePage: (id: number) => request('DELETE', `/api/admin/pages/${id}`, ZAdminOk),
  socialLinks: () => request('GET', '/api/admin/social-links', ZSocialLinksResponse),
  saveSocialLinks: (input: TSaveSocialLinksRequest) =>
    request('POST', '/api/admin/social-links', ZSocialLinksResponse, input),
  monitoring: (range: TMonitoringRange) => request('GET', `/api/admin/monitoring?range=${range}`, ZAdminMonitoring),
  /** Checks every configured provider live now (recorded, as the scheduled job does). */
  checkProviders: () => request('POST', '/api/admin/monitoring/check', ZProviderChecksResponse),
  analytics: (period: TAnalyticsPeriod) => request('GET', `/api/admin/analytics?period=${period}`, ZAdminAnalytics),
  aiControl: () => request('GET', '/api/admin/ai-control', ZAdminAiControl),
  /** The dashboard's « À traiter » and its actions (each audited). */
  inbox: () => request('GET', '/api/admin/inbox', ZActionInbox),
  retryBalance: (weddingId: number) =>
    request('POST', `/api/admin/inbox/balances/${weddingId}/retry`, ZInboxActionResponse),
  sendBalanceLink: (weddingId: number) =>
    request('POST', `/api/admin/inbox/balances/${weddingId}/send-link`, ZInboxActionResponse),
  retryOutbox: (id: number) => request('POST', `/api/admin/inbox/outbox/${id}/retry`, ZInboxActionResponse),
  /** « Marquer comme juste / fausse » on a flagged answer. */
  reviewFlaggedAnswer: (id: number, input: TReviewFlaggedAnswerRequest) =>
    request('POST', `/api/admin/ai-control/flagged/${id}/review`, ZReviewFlaggedAnswerResponse, input),
  updateAssistantSettings: (changes: TUpdateAssistantSettingsRequest) =>
    request('PUT', '/api/admin/ai-control/settings', ZAssistantSettings, changes),
  siteSettings: () => request('GET', '/api/admin/site-settings', ZSiteSettings),
  updateSiteSettings: (input: TSiteSettings) => request('PUT', '/api/admin/site-settings', ZSiteSettings, input),
  apiKeys: () => request('GET', '/api/admin/api-keys', ZAdminApiKeys),
  /** Administrators' writes, newest first by default. */
  auditLog: (query: TAdminAuditQuery = {}) =>
    request('GET', `/api/admin/audit-log${listSearchParams(query)}`, ZAdminAuditPage),
  retentionSettings: () => request('GET', '/api/admin/retention-settings', ZRetentionSettings),
  updateRetentionSettings: (input: TRetentionSettings) =>
    request('PUT', '/api/admin/retention-settings', ZRetentionSettings, input),
  /** A real, read-only call to the provider with the server's credentials. */
  /** « Équipe » : staff and pending invitations; an invitation e-mailed; a role changed or an account disabled. */
  team: () => request('GET', '/api/admin/team', ZAdminTeam),
  inviteStaff: (input: TInviteStaffRequest) =>
    request(
      'POST',
      '/api/admin/team/invitations',
      ZStaffInvitation.extend({ message: ZMessageResponse.shape.message }),
      input,
    ),
  updateStaff: (id: string, changes: TUpdateStaffRequest) =>
    request('PATCH', `/api/admin/team/${encodeURIComponent(id)}`, ZStaffMember, changes),
  /** The invitation behind an e-mailed link, then the account it creates (signed in). */
  checkInvitation: (token: string) => request('POST', '/api/staff-invitations/check', ZStaffInvitationInfo, { token }),
  acceptInvitation: (input: TAcceptStaffInvitationRequest) =>
    request('POST', '/api/staff-invitations/accept', ZAuthResponse, input),
  testProvider: (provider: TProvider) => request('POST', `/api/admin/api-keys/${provider}/test`, ZProviderTestResponse),
};
