import { Type, type Static } from 'typebox';
import { SUBSCRIPTION_LIMITS as L, SUBSCRIPTION_TYPES, type SubscriptionListResponse } from '@sl/contracts';
import { oneOf, type Same } from '@sl/server-kit';

const SubscriptionTypeSchema = oneOf(SUBSCRIPTION_TYPES);

const Id = Type.String({ minLength: 1, maxLength: L.idLength, pattern: '^[A-Za-z0-9_:.-]+$' });

const UserReferenceSchema = Type.Object(
  {
    external_reference: Type.Array(
      Type.Object(
        {
          provider: oneOf(['SSO', 'SSO_V1']),
          id: Type.String({ minLength: 1, maxLength: 128 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 2 },
    ),
    email: Type.String({ minLength: 3, maxLength: 254 }),
    roles: Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { minItems: 1, maxItems: 10 }),
    devices: Type.Optional(
      Type.Array(
        Type.Object(
          { push_id: Type.String({ minLength: 1, maxLength: L.pushIdLength }) },
          { additionalProperties: false },
        ),
        { maxItems: L.devices },
      ),
    ),
  },
  { additionalProperties: false },
);

export const SearchBody = Type.Object(
  {
    user: UserReferenceSchema,
    filter: Type.Array(SubscriptionTypeSchema, {
      minItems: 1,
      maxItems: SUBSCRIPTION_TYPES.length,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);

const SubscriptionItemSchema = Type.Object(
  {
    subscription_id: Id,
    subscription_type: SubscriptionTypeSchema,
    display_text: Type.String({ minLength: 1, maxLength: L.displayTextLength }),
  },
  { additionalProperties: false },
);

export const CreateBody = Type.Object(
  {
    user: UserReferenceSchema,
    subscription: Type.Array(SubscriptionItemSchema, { minItems: 1, maxItems: L.itemsPerRequest }),
  },
  { additionalProperties: false },
);

export const DeleteParams = Type.Object({
  serverSubscriptionId: Type.String({ minLength: 1, maxLength: 64 }),
});

export type UserReferenceBody = Static<typeof UserReferenceSchema>;

/** The member's follows: the answer of search and create. */
export const SubscriptionListSchema = Type.Object({
  subscription: Type.Array(
    Type.Object({
      subscription_id: Type.String(),
      subscription_type: SubscriptionTypeSchema,
      display_text: Type.String(),
      server_subscription_id: Type.String(),
    }),
  ),
});

const _list: Same<Static<typeof SubscriptionListSchema>, SubscriptionListResponse> = true;
