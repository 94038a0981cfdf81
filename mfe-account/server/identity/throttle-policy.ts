import { isIPv4, isIPv6 } from 'node:net';

/**
 * How hard sign-in pushes back on failures (docs/adr/0016-sign-in-throttling-without-lockout.md). Failures are
 * counted in a sliding window; past a free allowance each further attempt waits a doubling delay after the last
 * failure, up to a cap. Nothing ever locks: the worst anyone waits is the cap.
 */
export const THROTTLE = {
  windowMs: 60 * 60_000,
  /**
   * Failures one client may make in the window before its next attempt must carry a solved proof-of-work captcha
   * (well below clientFree: a bot pays for each guess long before it is slowed; a member's one typo costs nothing).
   */
  captchaAfter: 3,
  /** Failures one client may make in the window before it is slowed (a person mistyping never gets there). */
  clientFree: 10,
  clientCapMs: 15 * 60_000,
  /** Failures at one account in the window before clients that have failed themselves are slowed there. */
  accountFree: 5,
  accountCapMs: 60_000,
  baseDelayMs: 1_000,
} as const;

/** Recent, uncleared failures seen from one client and at one account. */
export interface FailureStats {
  clientFailures: number;
  clientLast?: Date;
  accountFailures: number;
  accountLast?: Date;
}

function waitAfter(failures: number, free: number, last: Date | undefined, capMs: number, now: Date): number {
  if (failures < free || !last) return 0;
  const delay = Math.min(capMs, THROTTLE.baseDelayMs * 2 ** Math.min(failures - free, 30));
  return Math.max(0, last.getTime() + delay - now.getTime());
}

/**
 * Milliseconds this attempt must still wait (0: go ahead). The account's delay only holds for a client that has
 * failed itself in the window, so a member on a clean device is never held back by someone else's guesses.
 */
export function throttleWaitMs(stats: FailureStats, now: Date): number {
  const client = waitAfter(
    stats.clientFailures,
    THROTTLE.clientFree,
    stats.clientLast,
    THROTTLE.clientCapMs,
    now,
  );
  const account =
    stats.clientFailures > 0
      ? waitAfter(stats.accountFailures, THROTTLE.accountFree, stats.accountLast, THROTTLE.accountCapMs, now)
      : 0;
  return Math.max(client, account);
}

/** True once a client's recent, uncleared failures have reached the captcha threshold. */
export const captchaRequired = (clientFailures: number) => clientFailures >= THROTTLE.captchaAfter;

/** Expands an IPv6 address to its eight hextets. */
function hextets(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...missing, ...right].map((h) => (parseInt(h, 16) || 0).toString(16));
}

/**
 * The key a client is counted under: its IPv4 address, or its IPv6 /64 (one subscriber is handed a whole /64, so
 * counting single IPv6 addresses would give an attacker billions of fresh clients).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip))
    return `${hextets(ip.split('%')[0] ?? ip)
      .slice(0, 4)
      .join(':')}::/64`;
  return ip.slice(0, 100);
}
