import { createHmac } from 'node:crypto';
import { noSharedMutex, type Db, type Mutex } from '@sl/server-kit';
import { normaliseEmail } from './accounts';
import { THROTTLE, captchaRequired, clientKey, throttleWaitMs, type FailureStats } from './throttle-policy';

export type FailureReason = 'unknown_account' | 'wrong_password';

/** How long failure rows are kept as the audit trail; counting only ever looks at THROTTLE.windowMs. */
const AUDIT_RETENTION = '30 days';

interface StatsRow {
  client_failures: number | string;
  client_last: string | Date | null;
  account_failures: number | string;
  account_last: string | Date | null;
}

const dateOf = (value: string | Date | null) => (value ? new Date(value) : undefined);

/**
 * Sign-in failures in the account database: the audit trail (one row per failure, email as a keyed hash) and the
 * counts throttling reads from it, shared by every replica and kept across restarts. Attempts from one client are
 * taken one at a time in this process, and across replicas with a shared mutex (Redis), so a burst of parallel
 * posts cannot all pass the check before any failure is written.
 */
export class SignInThrottle {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly clock: () => Date = () => new Date(),
    /** One client's attempts one at a time across replicas too (Redis, with REDIS_URL). */
    private readonly mutex: Mutex = noSharedMutex,
  ) {}

  /** The email as the audit trail and logs name it: keyed, so the table cannot be reversed by guessing emails. */
  emailHash(email: string): string {
    return createHmac('sha256', this.secret)
      .update(`sign-in-email:${normaliseEmail(email)}`)
      .digest('base64url')
      .slice(0, 32);
  }

  /** The client an address counts as; a request whose socket already closed has none, and counts as one client. */
  clientOf(ip: string | undefined): string {
    return clientKey(ip || 'unknown');
  }

  /**
   * Runs one client's attempts in turn (the map holds only clients with an attempt in flight): here in process, and
   * across replicas under the shared mutex, so a burst spread over every replica cannot outrun the count either.
   */
  async serialised<T>(client: string, attempt: () => Promise<T>): Promise<T> {
    const before = this.queues.get(client) ?? Promise.resolve();
    const turn = () => this.mutex(`sign-in:${client}`, attempt);
    const run = before.then(turn, turn);
    const tail = run.catch(() => undefined);
    this.queues.set(client, tail);
    try {
      return await run;
    } finally {
      if (this.queues.get(client) === tail) this.queues.delete(client);
    }
  }

  /** Milliseconds this client must still wait before trying this email (0: go ahead). */
  async waitMs(client: string, email: string): Promise<number> {
    const now = this.clock();
    const since = new Date(now.getTime() - THROTTLE.windowMs).toISOString();
    const rows = await this.db.query<StatsRow>(
      `SELECT count(*) FILTER (WHERE client = $1) AS client_failures,
              max(at) FILTER (WHERE client = $1) AS client_last,
              count(*) FILTER (WHERE email_hash = $2) AS account_failures,
              max(at) FILTER (WHERE email_hash = $2) AS account_last
       FROM sign_in_failures
       WHERE (client = $1 OR email_hash = $2) AND NOT cleared AND at > $3`,
      [client, this.emailHash(email), since],
    );
    const row = rows[0];
    const stats: FailureStats = {
      clientFailures: Number(row?.client_failures ?? 0),
      clientLast: dateOf(row?.client_last ?? null),
      accountFailures: Number(row?.account_failures ?? 0),
      accountLast: dateOf(row?.account_last ?? null),
    };
    return throttleWaitMs(stats, now);
  }

  /** Whether this client's next attempt must carry a solved captcha (its uncleared failures in the window). */
  async needsCaptcha(client: string): Promise<boolean> {
    const since = new Date(this.clock().getTime() - THROTTLE.windowMs).toISOString();
    const rows = await this.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM sign_in_failures WHERE client = $1 AND NOT cleared AND at > $2',
      [client, since],
    );
    return captchaRequired(Number(rows[0]?.n ?? 0));
  }

  async recordFailure(client: string, email: string, reason: FailureReason): Promise<void> {
    const now = this.clock();
    await this.db.query(
      'INSERT INTO sign_in_failures (at, client, email_hash, reason) VALUES ($1, $2, $3, $4)',
      [now.toISOString(), client, this.emailHash(email), reason],
    );
    await this.db.query(`DELETE FROM sign_in_failures WHERE at < now() - interval '${AUDIT_RETENTION}'`);
  }

  /**
   * The member got in: this client's failures at this account stop counting (a typo before the right password
   * costs nothing later). Only that pair: an attacker who signs in to their own account clears nothing they
   * sprayed at others, and others' failures at this account keep slowing those others.
   */
  async recordSuccess(client: string, email: string): Promise<void> {
    await this.db.query(
      'UPDATE sign_in_failures SET cleared = true WHERE client = $1 AND email_hash = $2 AND NOT cleared',
      [client, this.emailHash(email)],
    );
  }
}
