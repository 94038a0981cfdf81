import { Type, type Static } from 'typebox';
import {
  OFFER_BOOKMAKER_IDS,
  OFFER_CATEGORIES,
  OFFER_SLUG_PATTERN,
  type FreeBetOffer,
  type OfferAnswer,
  type OffersAnswer,
} from '@sl/contracts/offers';
import { oneOf, type Same } from '@sl/server-kit';

const Category = oneOf(OFFER_CATEGORIES);
const BookmakerId = oneOf(OFFER_BOOKMAKER_IDS);
const Country = oneOf(['GB', 'IE']);
const Instant = Type.String({ format: 'date-time', maxLength: 40 });
const Money = Type.Number({ minimum: 0, maximum: 10_000 });
const Days = Type.Integer({ minimum: 1, maximum: 365 });
const Line = Type.String({ minLength: 1, maxLength: 200 });

export const OffersQuery = Type.Object(
  { category: Type.Optional(oneOf(['all', ...OFFER_CATEGORIES])) },
  { additionalProperties: false },
);

export const SlugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 80, pattern: OFFER_SLUG_PATTERN }),
});

export const OfferBody = Type.Object(
  {
    bookmakerId: BookmakerId,
    headline: Type.String({ minLength: 5, maxLength: 120 }),
    value: Type.Number({ exclusiveMinimum: 0, maximum: 10_000 }),
    description: Type.String({ minLength: 10, maxLength: 1000 }),
    eligibility: Type.Object(
      {
        newCustomersOnly: Type.Boolean(),
        countries: Type.Array(Country, {
          minItems: 1,
          maxItems: 2,
          uniqueItems: true,
        }),
        minDeposit: Type.Union([Money, Type.Null()]),
        minStake: Money,
        minOdds: Type.Union([Type.String({ pattern: '^[1-9][0-9]{0,3}/[1-9][0-9]{0,3}$' }), Type.Null()]),
      },
      { additionalProperties: false },
    ),
    terms: Type.Object(
      {
        expiryDays: Days,
        qualifyWithinDays: Type.Union([Days, Type.Null()]),
        wagering: Line,
        keyTerms: Type.Array(Line, { maxItems: 10 }),
      },
      { additionalProperties: false },
    ),
    link: Type.String({ minLength: 9, maxLength: 1000, pattern: '^https://' }),
    categories: Type.Array(Category, { minItems: 1, maxItems: OFFER_CATEGORIES.length, uniqueItems: true }),
    startDate: Instant,
    endDate: Type.Union([Instant, Type.Null()]),
    selfExcludeType: Type.Literal('bet'),
    sortOrder: Type.Integer({ minimum: 0, maximum: 1000 }),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** One offer as the service answers it. */
export const OfferSchema = Type.Object({
  slug: Type.String(),
  bookmakerId: BookmakerId,
  bookmakerName: Type.String(),
  headline: Type.String(),
  value: Type.Number(),
  description: Type.String(),
  eligibility: Type.Object({
    newCustomersOnly: Type.Boolean(),
    countries: Type.Array(Country),
    minDeposit: Type.Union([Type.Number(), Type.Null()]),
    minStake: Type.Number(),
    minOdds: Type.Union([Type.String(), Type.Null()]),
  }),
  terms: Type.Object({
    expiryDays: Type.Number(),
    qualifyWithinDays: Type.Union([Type.Number(), Type.Null()]),
    wagering: Type.String(),
    keyTerms: Type.Array(Type.String()),
  }),
  link: Type.String(),
  categories: Type.Array(Category),
  startDate: Type.String(),
  endDate: Type.Union([Type.String(), Type.Null()]),
  selfExcludeType: Type.Literal('bet'),
  enabled: Type.Boolean(),
  sortOrder: Type.Number(),
  updatedAt: Type.String(),
});

const Withheld = Type.Union([oneOf(['region', 'self-excluded']), Type.Null()]);

/** GET /api/promos/v1/offers. */
export const OffersAnswerSchema = Type.Object({
  category: oneOf(['all', ...OFFER_CATEGORIES]),
  withheld: Withheld,
  offers: Type.Array(OfferSchema),
  unlinkableBookmakers: Type.Number(),
  updatedAt: Type.Union([Type.Number(), Type.Null()]),
});

/** GET /api/promos/v1/offers/:slug. */
export const OfferAnswerSchema = Type.Object({
  withheld: Withheld,
  offer: Type.Union([OfferSchema, Type.Null()]),
});

const _offer: Same<Static<typeof OfferSchema>, FreeBetOffer> = true;
const _offers: Same<Static<typeof OffersAnswerSchema>, OffersAnswer> = true;
const _answer: Same<Static<typeof OfferAnswerSchema>, OfferAnswer> = true;
