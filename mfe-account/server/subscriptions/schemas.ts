import { Type, type Static } from 'typebox';
import { SUBSCRIPTION_LIMITS as L, SUBSCRIPTION_TYPES } from '@sl/contracts';

const SubscriptionTypeSchema = Type.Union(SUBSCRIPTION_TYPES.map((t) => Type.Literal(t)));

const Id = Type.String({ minLength: 1, maxLength: L.idLength, pattern: '^[A-Za-z0-9_:.-]+$' });

export const UserReferenceSchema = Type.Object(
  {
    external_reference: Type.Array(
      Type.Object(
        {
          provider: Type.Union([Type.Literal('SSO'), Type.Literal('SSO_V1')]),
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

export const SubscriptionItemSchema = Type.Object(
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
