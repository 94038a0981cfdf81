import { CARD_MESSAGES, TEST_CARDS, type CardFields } from '@sl/contracts/plus';
import { TestPaymentProvider, paymentProviderFromEnv, type ChargeRequest } from './payments';

const card = (number: string): CardFields => ({ name: 'Test Member', number, expiry: '12/39', cvc: '123' });
const request = (number: string): ChargeRequest => ({
  accountId: 'a1',
  email: 'a@example.com',
  plan: 'monthly',
  amountPence: 499,
  currency: 'GBP',
  card: card(number),
  idempotencyKey: 'k'.repeat(20),
});

describe('the test payment provider', () => {
  const provider = new TestPaymentProvider();

  it('says it is in test mode and lists its cards', () => {
    expect(provider.info()).toEqual({
      provider: 'test',
      mode: 'test',
      notice: 'Test mode: no card is charged',
      testCards: TEST_CARDS,
    });
  });

  it('approves the approved test numbers, spaced or not, with a reference of their own', async () => {
    const first = await provider.charge(request('4242 4242 4242 4242'));
    const second = await provider.charge(request('5555555555554444'));
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: true });
    if (first.ok && second.ok) expect(first.reference).not.toBe(second.reference);
  });

  it('declines the decline number and turns away any other card', async () => {
    expect(await provider.charge(request('4000000000000002'))).toEqual({
      ok: false,
      code: 'CARD_DECLINED',
      message: CARD_MESSAGES.declined,
    });
    expect(await provider.charge(request('4111111111111111'))).toEqual({
      ok: false,
      code: 'CARD_NOT_ACCEPTED',
      message: CARD_MESSAGES.notATestCard,
    });
  });

  it('is the default, and any other provider name stops the service at start', () => {
    expect(paymentProviderFromEnv({}).name).toBe('test');
    expect(paymentProviderFromEnv({ PLUS_PAYMENT_PROVIDER: 'test' }).info().mode).toBe('test');
    expect(() => paymentProviderFromEnv({ PLUS_PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /no such payment provider/,
    );
  });
});
