import {
  PLUS_CURRENCY,
  PLUS_PLANS,
  periodEnd,
  validateCard,
  type CardFields,
  type PlusMembershipResponse,
  type PlusPlanId,
} from '@sl/contracts/plus';
import { conflict, HttpError, badRequest, unauthorized } from '@sl/server-kit';
import type { Account } from '../identity/accounts';
import type { PaymentProvider } from './payments';
import { PlusRepository, subscriptionView, type PlusSubscription } from './repository';

export interface JoinInput {
  plan: PlusPlanId;
  card: CardFields;
  idempotencyKey: string;
}

const londonDate = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/** 402: the provider refused the payment; nothing was stored. */
const paymentRefused = (code: string, message: string) => new HttpError(402, code, message);

/**
 * Joining, cancelling and renewing Plus. A member's writes run one at a time (their account row is locked for the
 * transaction), so two joins that race make one membership and one payment.
 */
export class PlusService {
  private readonly repo: PlusRepository;

  constructor(
    repo: PlusRepository,
    private readonly payments: PaymentProvider,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repo = repo;
  }

  async membership(account: Account): Promise<PlusMembershipResponse> {
    await this.renewDue(account.id);
    const now = this.now();
    const rows = await this.repo.db.query<{ premium: boolean }>(
      'SELECT premium FROM accounts WHERE id = $1',
      [account.id],
    );
    const complimentary = rows[0]?.premium === true;
    const current = await this.repo.current(this.repo.db, account.id, now);
    return {
      hasAccess: complimentary || current !== undefined,
      complimentary,
      subscription: current ? subscriptionView(current) : null,
      payment: this.payments.info(),
    };
  }

  /** Answers the membership and whether this call made it (false: the same idempotency key was seen before). */
  async join(
    account: Account,
    input: JoinInput,
  ): Promise<{ created: boolean; body: PlusMembershipResponse }> {
    const plan = PLUS_PLANS[input.plan];
    const startedAt = this.now();
    const fieldErrors = Object.entries(validateCard(input.card, startedAt));
    const firstError = fieldErrors[0];
    if (firstError) throw badRequest(firstError[1], `INVALID_CARD_${firstError[0].toUpperCase()}`);
    const created = await this.repo.db.transaction(async (tx) => {
      const member = await this.repo.lockMember(tx, account.id);
      if (!member) throw unauthorized('The access token is invalid or has expired', 'INVALID_TOKEN');
      if (await this.repo.byIdempotencyKey(tx, account.id, input.idempotencyKey)) return false;
      if (member.complimentary)
        throw conflict('Your account already includes Sporting Life Plus.', 'ALREADY_PLUS');
      const current = await this.repo.current(tx, account.id, startedAt);
      if (current) throw alreadyMember(current);
      const charge = await this.payments.charge({
        accountId: account.id,
        email: account.email,
        plan: plan.id,
        amountPence: plan.pricePence,
        currency: PLUS_CURRENCY,
        card: input.card,
        idempotencyKey: input.idempotencyKey,
      });
      if (!charge.ok) throw paymentRefused(charge.code, charge.message);
      await this.repo.insert(tx, {
        accountId: account.id,
        plan: plan.id,
        pricePence: plan.pricePence,
        startedAt,
        currentPeriodEnd: periodEnd(startedAt, plan.period),
        provider: this.payments.name,
        providerReference: charge.reference,
        idempotencyKey: input.idempotencyKey,
      });
      return true;
    });
    return { created, body: await this.membership(account) };
  }

  /**
   * Stops renewal. The member keeps Plus until the end of the period they have paid for (the spec says nothing of
   * cutting paid access short; see mfe-account/README.md). Cancelling twice answers the same cancellation.
   */
  async cancel(account: Account): Promise<PlusMembershipResponse> {
    const now = this.now();
    await this.repo.db.transaction(async (tx) => {
      const member = await this.repo.lockMember(tx, account.id);
      if (!member) throw unauthorized('The access token is invalid or has expired', 'INVALID_TOKEN');
      const active = await this.repo.active(tx, account.id);
      if (active) {
        await this.payments.cancel(active.providerReference);
        await this.repo.markCancelled(tx, active.id, now);
        return;
      }
      if (await this.repo.current(tx, account.id, now)) return;
      if (member.complimentary)
        throw conflict(
          'Your Plus access comes with your account: there is nothing to cancel.',
          'COMPLIMENTARY',
        );
      throw conflict('You have no Sporting Life Plus membership to cancel.', 'NOT_A_MEMBER');
    });
    return this.membership(account);
  }

  /**
   * Renews active subscriptions whose period has ended: one payment per period through the provider. A refused
   * renewal ends the membership (cancelled, access over at the period end already passed).
   */
  async renewDue(accountId?: string): Promise<number> {
    const now = this.now();
    let renewed = 0;
    for (const subscription of await this.repo.due(now, accountId)) {
      renewed += await this.renewOne(subscription, now);
    }
    return renewed;
  }

  /**
   * One period at a time, each in a transaction that holds the subscription's row while the provider is asked:
   * every replica runs renewals (on its timer and on members' reads), and without the lock two of them took the
   * same period's payment twice. A replica that finds the row taken, or no longer due, stops.
   */
  private async renewOne(subscription: PlusSubscription, now: Date): Promise<number> {
    const plan = PLUS_PLANS[subscription.plan];
    let periods = 0;
    // A service that was down for a while catches up one paid period at a time (bounded).
    while (periods < 24) {
      const outcome = await this.repo.db.transaction(async (tx) => {
        const due = await this.repo.claimDue(tx, subscription.id, now);
        if (!due) return 'done' as const;
        const result = await this.payments.renew({
          reference: due.providerReference,
          plan: plan.id,
          amountPence: due.pricePence,
          periodStart: due.currentPeriodEnd,
        });
        if (!result.ok) {
          await this.repo.markCancelled(tx, due.id, now);
          return 'done' as const;
        }
        await this.repo.extend(tx, due.id, periodEnd(due.currentPeriodEnd, plan.period));
        return 'renewed' as const;
      });
      if (outcome === 'done') return periods;
      periods++;
    }
    return periods;
  }
}

function alreadyMember(current: PlusSubscription): HttpError {
  if (current.status === 'active')
    return conflict(
      `You are already a Sporting Life Plus member (${PLUS_PLANS[current.plan].name.toLowerCase()} plan, renews on ${londonDate(current.currentPeriodEnd)}).`,
      'ALREADY_PLUS',
    );
  return conflict(
    `Your cancelled Plus membership runs until ${londonDate(current.currentPeriodEnd)}: you can join again once it ends.`,
    'ALREADY_PLUS',
  );
}
