import { Type, type Static } from 'typebox';
import {
  PLUS_PLAN_IDS,
  type PaymentInfo,
  type PlusMembershipResponse,
  type PlusPlansResponse,
} from '@sl/contracts/plus';
import { oneOf, type Same } from '@sl/server-kit';

const PlanId = oneOf(PLUS_PLAN_IDS);

/**
 * The join body. Shapes and lengths here (a 400 before any handler runs); the card's meaning (Luhn, expiry in the
 * future) is checked by the shared card rules, field by field, with the same messages the page shows.
 */
export const JoinBody = Type.Object(
  {
    plan: PlanId,
    card: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 80 }),
        number: Type.String({ minLength: 12, maxLength: 23, pattern: '^[0-9 -]+$' }),
        expiry: Type.String({ minLength: 4, maxLength: 7 }),
        cvc: Type.String({ minLength: 3, maxLength: 4, pattern: '^[0-9]+$' }),
      },
      { additionalProperties: false },
    ),
    idempotencyKey: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  { additionalProperties: false },
);

export const PageStatusQuery = Type.Object(
  { path: Type.String({ minLength: 1, maxLength: 512, pattern: '^/' }) },
  { additionalProperties: false },
);

const PaymentInfoSchema = Type.Object({
  provider: Type.String(),
  mode: oneOf(['test', 'live']),
  notice: Type.Optional(Type.String()),
  testCards: Type.Optional(
    Type.Array(
      Type.Object({
        number: Type.String(),
        brand: Type.String(),
        outcome: oneOf(['approved', 'declined']),
      }),
    ),
  ),
});

/** GET /api/account/v1/plus/plans. */
export const PlansSchema = Type.Object({
  plans: Type.Array(
    Type.Object({
      id: PlanId,
      name: Type.String(),
      pricePence: Type.Number(),
      period: oneOf(['month', 'year']),
    }),
  ),
  payment: PaymentInfoSchema,
});

/** The member's Plus: the answer of membership, join and cancel. */
export const MembershipSchema = Type.Object({
  hasAccess: Type.Boolean(),
  complimentary: Type.Boolean(),
  subscription: Type.Union([
    Type.Object({
      id: Type.String(),
      plan: PlanId,
      status: oneOf(['active', 'cancelled']),
      startedAt: Type.String(),
      currentPeriodEnd: Type.String(),
      cancelledAt: Type.Union([Type.String(), Type.Null()]),
      pricePence: Type.Number(),
    }),
    Type.Null(),
  ]),
  payment: PaymentInfoSchema,
});

const _payment: Same<Static<typeof PaymentInfoSchema>, PaymentInfo> = true;
const _plans: Same<Static<typeof PlansSchema>, PlusPlansResponse> = true;
const _membership: Same<Static<typeof MembershipSchema>, PlusMembershipResponse> = true;
