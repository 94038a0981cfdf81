import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '@sl/server-kit';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';

export const SELF_EXCLUSION_MARKERS = ['bet', 'bingo', 'casino', 'poker', 'vegas'] as const;
export type SelfExclusionMarker = (typeof SELF_EXCLUSION_MARKERS)[number];

export interface Account {
  id: string;
  email: string;
  name: string;
  premium: boolean;
  selfExclusion: SelfExclusionMarker[];
  sensitiveAudience: boolean;
  upgradable: boolean;
  registration: 'first' | 'part';
  migrated: boolean;
  canLinkTo: string[];
  ssoNeedsRedirect: boolean;
}

export interface NewAccount extends Partial<Omit<Account, 'id' | 'email' | 'name'>> {
  email: string;
  name: string;
  password: string;
}

interface AccountRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  premium: boolean;
  self_exclusion: string[];
  sensitive_audience: boolean;
  upgradable: boolean;
  registration: string;
  migrated: boolean;
  can_link_to: string[];
  sso_needs_redirect: boolean;
}

/** Failed sign-ins before an email is locked, and for how long (kept in the database, not in memory). */
export const LOCKOUT = { maxFailures: 5, lockMinutes: 15 } as const;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    premium: row.premium,
    selfExclusion: row.self_exclusion.filter((m): m is SelfExclusionMarker =>
      (SELF_EXCLUSION_MARKERS as readonly string[]).includes(m),
    ),
    sensitiveAudience: row.sensitive_audience,
    upgradable: row.upgradable,
    registration: row.registration === 'part' ? 'part' : 'first',
    migrated: row.migrated,
    canLinkTo: row.can_link_to,
    ssoNeedsRedirect: row.sso_needs_redirect,
  };
}

/** The claims the site reads from the member's tokens and userinfo. */
export function accountClaims(account: Account): Record<string, unknown> {
  return {
    sub: account.id,
    email: account.email,
    name: account.name,
    scopes: 'openid',
    premium: account.premium,
    // Spec document 1, section 3: whether the member has the paid product (plus).
    hasAccess: account.premium,
    self_exclusion: account.selfExclusion,
    sensitive_audience: account.sensitiveAudience,
    upgradable: account.upgradable,
    registration: account.registration,
    migrated: account.migrated,
    'com.sbgcore.can_link_to': account.canLinkTo,
  };
}

export const ACCOUNT_CLAIM_NAMES = [
  'sub',
  'email',
  'name',
  'scopes',
  'premium',
  'hasAccess',
  'expires',
  'self_exclusion',
  'sensitive_audience',
  'upgradable',
  'registration',
  'migrated',
  'com.sbgcore.can_link_to',
];

export type SignInResult =
  { ok: true; account: Account } | { ok: false; reason: 'invalid' | 'locked'; lockedUntil?: Date };

export class AccountsRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<Account | undefined> {
    const rows = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [id]);
    return rows[0] ? toAccount(rows[0]) : undefined;
  }

  async findByEmail(email: string, tx: Queryable = this.db): Promise<Account | undefined> {
    const rows = await tx.query<AccountRow>('SELECT * FROM accounts WHERE email = $1', [
      normaliseEmail(email),
    ]);
    return rows[0] ? toAccount(rows[0]) : undefined;
  }

  /**
   * Single sign-on succeeded (spec document 1, section 4: "Success marks the user logged in and migrated"): from
   * now on the account's tokens say migrated and its subscription calls use the Token scheme.
   */
  async markMigrated(id: string): Promise<void> {
    await this.db.query('UPDATE accounts SET migrated = true WHERE id = $1 AND migrated = false', [id]);
  }

  /** Creates the account, or answers undefined when the email is taken. */
  async create(input: NewAccount): Promise<Account | undefined> {
    const hash = await hashPassword(input.password);
    const rows = await this.db.query<AccountRow>(
      `INSERT INTO accounts (id, email, name, password_hash, premium, self_exclusion, sensitive_audience, upgradable,
         registration, migrated, can_link_to, sso_needs_redirect)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (email) DO NOTHING RETURNING *`,
      [
        randomUUID(),
        normaliseEmail(input.email),
        input.name.trim(),
        hash,
        input.premium ?? false,
        input.selfExclusion ?? [],
        input.sensitiveAudience ?? false,
        input.upgradable ?? !input.premium,
        input.registration ?? 'first',
        input.migrated ?? false,
        input.canLinkTo ?? [],
        input.ssoNeedsRedirect ?? false,
      ],
    );
    return rows[0] ? toAccount(rows[0]) : undefined;
  }

  /**
   * Checks a password, counting failures per email in the database: after LOCKOUT.maxFailures the email is locked
   * for LOCKOUT.lockMinutes, even for the right password. Unknown emails cost the same scrypt work.
   */
  async signIn(email: string, password: string, now = new Date()): Promise<SignInResult> {
    const key = normaliseEmail(email);
    const lock = await this.db.query<{ locked_until: string | Date | null }>(
      'SELECT locked_until FROM login_failures WHERE email = $1',
      [key],
    );
    const lockedUntil = lock[0]?.locked_until ? new Date(lock[0].locked_until) : undefined;
    if (lockedUntil && lockedUntil > now) return { ok: false, reason: 'locked', lockedUntil };

    const rows = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE email = $1', [key]);
    const row = rows[0];
    const matches = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
    if (row && matches) {
      await this.db.query('DELETE FROM login_failures WHERE email = $1', [key]);
      return { ok: true, account: toAccount(row) };
    }
    const failed = await this.db.query<{ failures: number }>(
      `INSERT INTO login_failures (email, failures, last_failure_at) VALUES ($1, 1, $2)
       ON CONFLICT (email) DO UPDATE SET
         failures = CASE WHEN login_failures.locked_until IS NOT NULL THEN 1 ELSE login_failures.failures + 1 END,
         locked_until = NULL, last_failure_at = $2
       RETURNING failures`,
      [key, now.toISOString()],
    );
    if ((failed[0]?.failures ?? 0) >= LOCKOUT.maxFailures) {
      const until = new Date(now.getTime() + LOCKOUT.lockMinutes * 60_000);
      await this.db.query('UPDATE login_failures SET locked_until = $2 WHERE email = $1', [
        key,
        until.toISOString(),
      ]);
      return { ok: false, reason: 'locked', lockedUntil: until };
    }
    return { ok: false, reason: 'invalid' };
  }
}
