// Where choosing a plan (/api/login?plan=…) leads: a visitor signs up with the plan kept; a signed-in couple goes
// straight to the payment of their wedding (or the trial wizard for the free trial).
import type { TSessionUser } from '../../shared/schemas/auth.ts';

export const PLAN_CHOICES = ['free_trial', 'couple', 'wedding_planner'] as const;
export type PlanChoice = (typeof PLAN_CHOICES)[number];

export function planDestination({ plan, user }: { plan: PlanChoice | null; user: TSessionUser | null }): string {
  if (!user || user.isAdmin) return plan ? `/auth-simulation?plan=${plan}` : '/auth-simulation';
  if (plan === 'free_trial') return '/essai-gratuit';
  // /couple-checkout finds the couple's wedding (or asks for it first) and opens its payment.
  if (plan === 'couple') return '/couple-checkout';
  return '/couple-dashboard';
}
