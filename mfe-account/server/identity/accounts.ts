import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '@sl/server-kit';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import { PLUS_ENTITLED_SQL } from '../plus/entitlement';

const SELF_EXCLUSION_MARKERS = ['bet', 'bingo', 'casino', 'poker', 'vegas'] as const;
type SelfExclusionMarker = (typeof SELF_EXCLUSION_MARKERS)[number];

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
  /** Plus from the account or a paid subscription (plus/entitlement.ts); absent on rows read without it. */
  entitled?: boolean;
}

/** Accounts as the site sees them: premium (hasAccess) follows the member's Plus subscription. */
const SELECT_ACCOUNT = `SELECT a.*, ${PLUS_ENTITLED_SQL} AS entitled FROM accounts a`;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

function toAccount(row: AccountRow): Account {
  const premium = row.entitled ?? row.premium;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    premium,
    selfExclusion: row.self_exclusion.filter((m): m is SelfExclusionMarker =>
      (SELF_EXCLUSION_MARKERS as readonly string[]).includes(m),
    ),
    sensitiveAudience: row.sensitive_audience,
    // A member with Plus has nothing to upgrade to; when it ends they may upgrade again.
    upgradable: row.upgradable && !premium,
    registration: row.registration === 'part' ? 'part' : 'first',
    migrated: row.migrated,
    canLinkTo: row.can_link_to,
    ssoNeedsRedirect: row.sso_needs_redirect,
  };
}

/**
 * The claims the site reads from the member's tokens and userinfo. `roles` are given by configuration, not stored
 * with the account (roles.ts).
 */
export function accountClaims(account: Account, roles: string[]): Record<string, unknown> {
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
    // Issue 20: what the person may do beyond membership (release-manager); the shell's release API reads it.
    roles,
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
  'roles',
];

export type SignInResult =
  { ok: true; account: Account } | { ok: false; reason: 'unknown_account' | 'wrong_password' };

export class AccountsRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<Account | undefined> {
    const rows = await this.db.query<AccountRow>(`${SELECT_ACCOUNT} WHERE a.id = $1`, [id]);
    return rows[0] ? toAccount(rows[0]) : undefined;
  }

  async findByEmail(email: string, tx: Queryable = this.db): Promise<Account | undefined> {
    const rows = await tx.query<AccountRow>(`${SELECT_ACCOUNT} WHERE a.email = $1`, [normaliseEmail(email)]);
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
   * Checks a password. Unknown emails cost the same scrypt work, so timing does not tell them apart. Failures are
   * counted and slowed by the sign-in throttle (sign-in-throttle.ts), never by locking the account.
   */
  async signIn(email: string, password: string): Promise<SignInResult> {
    const rows = await this.db.query<AccountRow>(`${SELECT_ACCOUNT} WHERE a.email = $1`, [
      normaliseEmail(email),
    ]);
    const row = rows[0];
    const matches = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
    if (row && matches) return { ok: true, account: toAccount(row) };
    return { ok: false, reason: row ? 'wrong_password' : 'unknown_account' };
  }
}
