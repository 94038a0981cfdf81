import {
  PLUS_PLANS,
  annualSavingPence,
  formatGbp,
  isPlusPlanId,
  periodEnd,
  planPriceLabel,
} from '@sl/contracts/plus';
import {
  CARD_MESSAGES,
  TEST_CARDS,
  cardDigits,
  expiryInFuture,
  luhnValid,
  parseExpiry,
  validateCard,
} from '@sl/contracts/plus';
import { isPlusPagePath, plusPrefixOf } from '@sl/contracts/plus';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('plus plans and prices', () => {
  it('prints prices in pounds as a UK shop does', () => {
    expect(formatGbp(499)).toBe('£4.99');
    expect(formatGbp(5000)).toBe('£50');
    expect(formatGbp(5)).toBe('£0.05');
    expect(() => formatGbp(-1)).toThrow(RangeError);
    expect(() => formatGbp(4.5)).toThrow(RangeError);
    expect(planPriceLabel(PLUS_PLANS.monthly)).toBe('£4.99 a month');
    expect(planPriceLabel(PLUS_PLANS.annual)).toBe('£49.99 a year');
  });

  it('makes the annual plan cheaper than twelve months', () => {
    expect(annualSavingPence()).toBe(499 * 12 - 4999);
    expect(
      annualSavingPence({ monthly: PLUS_PLANS.monthly, annual: { ...PLUS_PLANS.annual, pricePence: 9000 } }),
    ).toBe(0);
  });

  it('knows its plan ids', () => {
    expect(isPlusPlanId('monthly')).toBe(true);
    expect(isPlusPlanId('annual')).toBe(true);
    expect(isPlusPlanId('weekly')).toBe(false);
    expect(isPlusPlanId(undefined)).toBe(false);
  });

  it('ends a period one calendar month or year on, held to the end of a shorter month', () => {
    expect(periodEnd(new Date('2026-11-25T12:00:00Z'), 'month').toISOString()).toBe(
      '2026-12-25T12:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-12-31T08:30:00Z'), 'month').toISOString()).toBe(
      '2027-01-31T08:30:00.000Z',
    );
    expect(periodEnd(new Date('2027-01-31T00:00:00Z'), 'month').toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
    expect(periodEnd(new Date('2028-01-31T00:00:00Z'), 'month').toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
    expect(periodEnd(new Date('2028-02-29T10:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-11-25T12:00:00Z'), 'year').toISOString()).toBe(
      '2027-11-25T12:00:00.000Z',
    );
  });
});

describe('card fields', () => {
  it('checks the Luhn digit of every documented test card and rejects a changed digit', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242x4242424')).toBe(false);
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it('reads MM/YY expiries and treats a card as valid to the end of its month', () => {
    expect(parseExpiry('11/26')).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('13/26')).toBeNull();
    expect(parseExpiry('1/26')).toBeNull();
    expect(expiryInFuture('11/26', NOW)).toBe(true);
    expect(expiryInFuture('10/26', NOW)).toBe(false);
    expect(expiryInFuture('01/30', NOW)).toBe(true);
  });

  it('names each bad field with its own message', () => {
    expect(
      validateCard({ name: 'Freddie Free', number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' }, NOW),
    ).toEqual({});
    expect(validateCard({ name: ' ', number: '1234', expiry: '10/26', cvc: '12' }, NOW)).toEqual({
      name: CARD_MESSAGES.name,
      number: CARD_MESSAGES.number,
      expiry: CARD_MESSAGES.expiry,
      cvc: CARD_MESSAGES.cvc,
    });
  });
});

describe('plus pages', () => {
  it('knows the landing, join and welcome pages under both addresses, and nothing else', () => {
    for (const base of ['/plus', '/sporting-life-plus']) {
      expect(isPlusPagePath(base)).toBe(true);
      expect(isPlusPagePath(`${base}/`)).toBe(true);
      expect(isPlusPagePath(`${base}/join`)).toBe(true);
      expect(isPlusPagePath(`${base}/welcome/`)).toBe(true);
      expect(isPlusPagePath(`${base}/no-such-page`)).toBe(false);
      expect(isPlusPagePath(`${base}/join/deeper`)).toBe(false);
      expect(plusPrefixOf(`${base}/join`)).toBe(base);
    }
    expect(isPlusPagePath('/plusses')).toBe(false);
    expect(plusPrefixOf('/plusses')).toBeNull();
  });
});
