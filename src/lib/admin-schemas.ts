// The back office's response schemas, loaded by api-client.ts on the first back-office call.
export { ZAdminMessagesResponse, ZAdminOk, ZAdminPreRegistrations, ZAdminStats, ZAdminUpdateWeddingResponse, ZAdminUserDetail, ZAdminUserRow, ZAdminUsersResponse, ZAdminWeddingDetail, ZAdminWeddingsResponse } from '../shared/schemas/admin.ts';
export { ZAdminPage, ZAdminPagesResponse, ZSocialLinksResponse } from '../shared/schemas/admin-content.ts';
export { ZAdminAiControl, ZAdminAnalytics, ZAdminApiKeys, ZAdminMonitoring, ZAssistantSettings, ZProviderTestResult } from '../shared/schemas/admin-monitoring.ts';
export { ZAdminPricingAnalytics, ZDiscountCode, ZDiscountCodesResponse } from '../shared/schemas/admin-pricing.ts';
export { ZAdminRevenue } from '../shared/schemas/admin-revenue.ts';
