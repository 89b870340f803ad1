// The back office's audit log of administrators' writes: list query, rows, and the kinds of records.
import { t } from '../messages/index.ts';
import { listQuery } from './admin-list.ts';
import * as z from './zod-fr.ts';

export const AUDIT_TARGET_TYPES = [
  'user',
  'wedding',
  'page',
  'social_links',
  'site_settings',
  'site_build',
  'assistant_settings',
  'retention_settings',
  'plan',
  'discount_code',
  'transaction',
  'provider_check',
  /** A guest's message: an administrator's review of a flagged answer. */
  'message',
  /** An e-mail or WhatsApp message of the outbox sent again. */
  'outbox',
  /** A back-office account of the team (role, disabled) and an invitation to join it. */
  'staff',
  'staff_invitation',
  /** An administrator's write through a couple route (a wedding, its FAQ…): the request, without before/after. */
  'api_request',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const ADMIN_AUDIT_SORTS = ['createdAt', 'actor', 'action'] as const;
export const ZAdminAuditQuery = listQuery(ADMIN_AUDIT_SORTS, {
  target: z.enum(AUDIT_TARGET_TYPES, { error: t('admin.list.invalidFilter') }).optional(),
});
export type TAdminAuditQuery = z.input<typeof ZAdminAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorLabel: z.string(),
  action: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().nullable(),
  /** The record in words (« FAQ de Léa & Marc »). */
  targetLabel: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
