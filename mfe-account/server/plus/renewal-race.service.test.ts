import type { Db } from '@sl/server-kit';
import { replicaDatabasesForTest, type ReplicaDatabases } from '@sl/server-kit/testing';
import { migrateSchema } from '../schema';
import type { ChargeResult, PaymentProvider, RenewalRequest } from './payments';
import { TestPaymentProvider } from './payments';
import { PlusRepository } from './repository';
import { PlusService } from './service';

/** The test provider, counting renewals, each taking a while as a card processor's call does. */
class SlowCountingProvider extends TestPaymentProvider implements PaymentProvider {
  readonly renewals: RenewalRequest[] = [];
  override async renew(request: RenewalRequest): Promise<ChargeResult> {
    this.renewals.push(request);
    await new Promise((resolve) => setTimeout(resolve, 150));
    return { ok: true, reference: request.reference };
  }
}

// Issue 21: two replicas of the account service renew on their own timers and on members' reads. On one shared
// PostgreSQL, a period must be paid for once, whichever replica takes it.
describe('Plus renewals on two replicas of the account service', () => {
  let replicas: ReplicaDatabases;

  beforeAll(async () => {
    replicas = await replicaDatabasesForTest('the renewal race');
    await migrateSchema(replicas.dbs[0]!);
  });
  afterAll(() => replicas.close());

  it('takes each due period’s payment once, however many replicas renew at the same moment', async () => {
    const [a, b] = replicas.dbs as [Db, Db];
    await a.query(
      `INSERT INTO accounts (id, email, name, password_hash) VALUES ('acc-1', 'race@example.com', 'Race', 'x')`,
    );
    const now = new Date('2026-11-29T12:00:00.000Z');
    // Three monthly periods unpaid: the catch-up takes them one at a time.
    const due = new Date('2026-09-01T00:00:00.000Z');
    await new PlusRepository(a).insert(a, {
      accountId: 'acc-1',
      plan: 'monthly',
      pricePence: 499,
      startedAt: new Date('2026-08-01T00:00:00.000Z'),
      currentPeriodEnd: due,
      provider: 'test',
      providerReference: 'test_ref',
      idempotencyKey: 'k1',
    });
    const providers = [new SlowCountingProvider(), new SlowCountingProvider()];
    const services = [
      new PlusService(new PlusRepository(a), providers[0]!, () => now),
      new PlusService(new PlusRepository(b), providers[1]!, () => now),
    ];

    const renewed = await Promise.all([
      services[0]!.renewDue(),
      services[1]!.renewDue(),
      services[0]!.renewDue('acc-1'),
      services[1]!.renewDue('acc-1'),
    ]);

    const paid = providers.flatMap((p) => p.renewals.map((r) => r.periodStart.toISOString())).sort();
    expect(paid).toEqual([
      '2026-09-01T00:00:00.000Z',
      '2026-10-01T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    ]);
    expect(renewed.reduce((sum, n) => sum + n, 0)).toBe(3);
    const rows = await b.query<{ current_period_end: Date }>(
      `SELECT current_period_end FROM plus_subscriptions WHERE account_id = 'acc-1'`,
    );
    expect(new Date(rows[0]!.current_period_end).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
