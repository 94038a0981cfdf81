import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Payload } from 'altcha-lib';
import type { Db } from '@sl/server-kit';

/** How long a challenge may be solved and submitted. */
export const CAPTCHA_TTL_MS = 10 * 60_000;

/** Small enough to solve in well under a second in a phone's browser, big enough to cost a bot. */
const COST = 200;

/** The widget's token: base64 JSON of the signed challenge and the counter it found. */
function decodePayload(token: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || !solution) return null;
    if (typeof solution !== 'object') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * The self-hosted proof-of-work captcha (ALTCHA): challenges signed with the shell's HMAC key, solutions verified
 * here, and each solved challenge accepted once (its signature is recorded in the database, so replays fail on
 * every replica).
 */
export class Captcha {
  constructor(
    private readonly db: Db,
    private readonly hmacKey: string,
  ) {}

  async challenge() {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: COST,
      counter: randomInt(20, 200),
      deriveKey,
      hmacSignatureSecret: this.hmacKey,
      expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    });
  }

  /** True once for a valid, unexpired, unused solution; false for anything else. */
  async verify(token: string): Promise<boolean> {
    const payload = decodePayload(token);
    if (!payload || typeof payload.challenge.signature !== 'string') return false;
    let verified = false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.hmacKey,
      });
      verified = Boolean(result.verified) && !result.expired;
    } catch {
      return false;
    }
    if (!verified) return false;
    const rows = await this.db.query(
      'INSERT INTO captcha_used (id) VALUES ($1) ON CONFLICT (id) DO NOTHING RETURNING id',
      [payload.challenge.signature],
    );
    // Housekeeping: used ids older than any live challenge can go.
    await this.db.query(`DELETE FROM captcha_used WHERE used_at < now() - interval '1 day'`);
    return rows.length === 1;
  }
}
