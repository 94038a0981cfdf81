import type { PlusPlan, PlusPlanId } from './plans';
import type { CardFields, TestCard } from './cards';

/** The account service's Plus calls, under the shared client's /api base. */
export const PLUS_PATHS = {
  plans: '/account/v1/plus/plans',
  membership: '/account/v1/plus/membership',
  join: '/account/v1/plus/join',
  cancel: '/account/v1/plus/cancel',
} as const;

/** Where the Plus pages live (both addresses serve them: spec document 2, section 2). */
export const PLUS_PAGE_PATHS = ['/sporting-life-plus', '/plus'] as const;

/** The payment provider as the page needs to know it. */
export interface PaymentInfo {
  provider: string;
  mode: 'test' | 'live';
  /** Shown on the page in test mode: "Test mode: no card is charged". */
  notice?: string;
  /** The card numbers a test provider accepts or declines; none in live mode. */
  testCards?: TestCard[];
}

export interface PlusPlansResponse {
  plans: PlusPlan[];
  payment: PaymentInfo;
}

export type PlusStatus = 'active' | 'cancelled';

export interface PlusSubscriptionView {
  id: string;
  plan: PlusPlanId;
  status: PlusStatus;
  startedAt: string;
  /** Active: the next renewal. Cancelled: when access ends. */
  currentPeriodEnd: string;
  cancelledAt: string | null;
  pricePence: number;
}

export interface PlusMembershipResponse {
  /** Whether the member has Plus now (what their next tokens say as hasAccess). */
  hasAccess: boolean;
  /** Plus given with the account (no payments, nothing to cancel). */
  complimentary: boolean;
  subscription: PlusSubscriptionView | null;
  payment: PaymentInfo;
}

export interface PlusJoinRequest {
  plan: PlusPlanId;
  card: CardFields;
  /** A fresh random key per attempt: repeating a join with the same key answers the same membership. */
  idempotencyKey: string;
}
