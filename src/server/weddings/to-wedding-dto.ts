import type { weddings } from '../../../db/schema/index.ts';
import { coupleNames, partnersOf } from '../../shared/partners.ts';
import type { TWedding } from '../../shared/schemas/weddings.ts';
import { weddingStatus, type StatusContext } from './wedding-status.ts';

export type WeddingRow = typeof weddings.$inferSelect;

/**
 * What the API shows of a wedding: everything but payment-provider ids and the trial owner's token hash, plus
 * its status (wedding-status.ts), which every screen shows as is.
 */
export function toWeddingDto(row: WeddingRow, context: StatusContext): TWedding {
  return {
    id: row.id,
    userId: row.userId,
    weddingId: row.weddingId,
    brideName: row.brideName,
    groomName: row.groomName,
    partners: partnersOf(row),
    coupleNames: coupleNames(row),
    firstPartnerRole: row.firstPartnerRole,
    secondPartnerRole: row.secondPartnerRole,
    weddingDate: row.weddingDate,
    ceremonyVenue: row.ceremonyVenue,
    ceremonyAddress: row.ceremonyAddress,
    ceremonyTime: row.ceremonyTime,
    receptionVenue: row.receptionVenue,
    receptionAddress: row.receptionAddress,
    receptionTime: row.receptionTime,
    dressCode: row.dressCode,
    parkingInfo: row.parkingInfo,
    accommodations: row.accommodations,
    giftRegistry: row.giftRegistry,
    rsvpDeadline: row.rsvpDeadline,
    rsvpReminderDays: row.rsvpReminderDays,
    emergencyContact: row.emergencyContact,
    additionalInfo: row.additionalInfo,
    botActive: row.botActive,
    whatsappLink: row.whatsappLink,
    messageCount: row.messageCount,
    guestCount: row.guestCount,
    isTrialMode: row.isTrialMode,
    trialQuestionsUsed: row.trialQuestionsUsed,
    trialMaxQuestions: row.trialMaxQuestions,
    assistantStopped: row.assistantStopped,
    stopReason: row.stopReason,
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    reviewRequested: row.reviewRequested,
    reviewSubmitted: row.reviewSubmitted,
    paymentStatus: row.paymentStatus,
    firstPaymentAmount: row.firstPaymentAmount,
    remainingPaymentAmount: row.remainingPaymentAmount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: weddingStatus(row, context),
  };
}
