import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../db/db';

/** How long a challenge may be solved and posted. */
const CAPTCHA_TTL_MS = 10 * 60_000;

/** PBKDF2 rounds per guess: the widget solves it in about a second on a phone; a bot pays it for every attempt. */
const COST = 200;

/** missing: no solution was posted; refused: one was, but it is invalid, expired or already used. */
export type CaptchaVerdict = 'ok' | 'missing' | 'refused';

export interface ProofOfWorkOptions {
  db: Db;
  /** Signs the challenges; each service has its own (generated at first start). */
  hmacKey: string;
  /** The table of used challenge signatures: `id text primary key, used_at timestamptz default now()`. */
  usedTable: 'captcha_used' | 'sign_in_captcha_used';
  /** How long used signatures are kept (a PostgreSQL interval): longer than any challenge lives. */
  keepUsed: string;
  clock?: () => Date;
}

/** The widget's hidden field: base64 JSON of the signed challenge and the counter it found. */
function decodePayload(token: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters) return null;
    if (!solution || typeof solution !== 'object') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * The self-hosted proof-of-work captcha (ALTCHA) of the site's forms and of sign-in past its threshold: challenges
 * signed with the service's own key, solutions verified here, and each solved challenge accepted once. The used
 * signatures live in the database, so a replay fails on every replica.
 */
export class ProofOfWorkCaptcha {
  private readonly clock: () => Date;

  constructor(private readonly options: ProofOfWorkOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: COST,
      counter: randomInt(20, 200),
      deriveKey,
      hmacSignatureSecret: this.options.hmacKey,
      expiresAt: new Date(this.clock().getTime() + CAPTCHA_TTL_MS),
    });
  }

  /** 'ok' once for a valid, unexpired, unused solution. */
  async verify(token: string | undefined): Promise<CaptchaVerdict> {
    if (!token) return 'missing';
    const payload = decodePayload(token);
    if (!payload || typeof payload.challenge.signature !== 'string') return 'refused';
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.options.hmacKey,
      });
      if (!result.verified || result.expired) return 'refused';
    } catch {
      return 'refused';
    }
    const { db, usedTable, keepUsed } = this.options;
    const rows = await db.query(
      `INSERT INTO ${usedTable} (id) VALUES ($1) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [payload.challenge.signature],
    );
    // Housekeeping: signatures older than any live challenge can go.
    await db.query(`DELETE FROM ${usedTable} WHERE used_at < now() - $1::interval`, [keepUsed]);
    return rows.length === 1 ? 'ok' : 'refused';
  }
}
