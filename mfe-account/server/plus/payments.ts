import { randomUUID } from 'node:crypto';
import {
  CARD_MESSAGES,
  PLUS_CURRENCY,
  TEST_CARDS,
  TEST_MODE_NOTICE,
  cardDigits,
  type CardFields,
  type PaymentInfo,
  type PlusPlanId,
} from '@sl/contracts/plus';

export interface ChargeRequest {
  accountId: string;
  email: string;
  plan: PlusPlanId;
  amountPence: number;
  currency: typeof PLUS_CURRENCY;
  card: CardFields;
  /** Passed on so a provider never takes the same payment twice. */
  idempotencyKey: string;
}

export type ChargeResult =
  | { ok: true; reference: string }
  | { ok: false; code: 'CARD_DECLINED' | 'CARD_NOT_ACCEPTED'; message: string };

export interface RenewalRequest {
  reference: string;
  plan: PlusPlanId;
  amountPence: number;
  /** The period being paid for, so a retried renewal is recognised. */
  periodStart: Date;
}

/**
 * Takes payment for Plus. The embedded default is the test provider; a real one (a card processor's adapter) is
 * chosen with PLUS_PAYMENT_PROVIDER and implements the same calls.
 */
export interface PaymentProvider {
  /** Short name stored with each subscription. */
  readonly name: string;
  /** What the page and the API say about it. */
  info(): PaymentInfo;
  /** Takes the first period's payment. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Takes the next period's payment on the card kept with `reference`. */
  renew(request: RenewalRequest): Promise<ChargeResult>;
  /** Stops future payments; the paid period is kept. */
  cancel(reference: string): Promise<void>;
}

/**
 * The test provider: no card is charged. It approves the documented approved test numbers, declines the documented
 * decline number, and turns away any other number (it may be a real card: test mode never takes one).
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  private readonly approved = new Set(
    TEST_CARDS.filter((c) => c.outcome === 'approved').map((c) => c.number),
  );
  private readonly declined = new Set(
    TEST_CARDS.filter((c) => c.outcome === 'declined').map((c) => c.number),
  );

  info(): PaymentInfo {
    return { provider: this.name, mode: 'test', notice: TEST_MODE_NOTICE, testCards: [...TEST_CARDS] };
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    const number = cardDigits(request.card.number);
    if (this.declined.has(number))
      return Promise.resolve({ ok: false, code: 'CARD_DECLINED', message: CARD_MESSAGES.declined });
    if (!this.approved.has(number))
      return Promise.resolve({ ok: false, code: 'CARD_NOT_ACCEPTED', message: CARD_MESSAGES.notATestCard });
    return Promise.resolve({ ok: true, reference: `test_${randomUUID()}` });
  }

  renew(request: RenewalRequest): Promise<ChargeResult> {
    return Promise.resolve({ ok: true, reference: request.reference });
  }

  cancel(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The provider named by PLUS_PAYMENT_PROVIDER (default `test`). Only the test provider is built in: naming any
 * other stops the service at start rather than taking members' money through something that is not there.
 */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const name = (env.PLUS_PAYMENT_PROVIDER ?? 'test').trim() || 'test';
  if (name === 'test') return new TestPaymentProvider();
  throw new Error(
    `PLUS_PAYMENT_PROVIDER=${name}: no such payment provider is built in (only "test"); ` +
      'add an adapter implementing PaymentProvider in mfe-account/server/plus/payments.ts',
  );
}
