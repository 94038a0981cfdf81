import { isRemoteName, parseRolloutPlan, type RemoteName } from '@sl/contracts';
import { badRequest } from '@sl/server-kit';

/** A remote's name as written; whether the registry has it is the repository's to say (404 when not). */
export function parseRemoteName(value: string): RemoteName {
  if (!isRemoteName(value))
    throw badRequest(
      `"${value}" is not a remote name: lower case letters, digits and dashes, 2 to 30 characters`,
    );
  return value;
}

/** An absolute http(s) URL with no credentials; `what` names it in the refusal ("The manifest URL"). */
function httpUrl(value: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(`"${value}" is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest(`${what} must use http or https`);
  if (url.username || url.password) throw badRequest(`${what} must not carry credentials`);
  return url;
}

/**
 * Where the gateway sends a registered remote's API: an http(s) origin with no credentials, path, query or
 * fragment, so a registration can point the site's /api/<name> at a service and nothing else.
 */
export function parseApiUpstream(value: string): string {
  const url = httpUrl(value, 'The API upstream');
  if (url.pathname !== '/' || url.search || url.hash)
    throw badRequest('The API upstream is an origin only, such as http://stats.internal:3100');
  return url.origin;
}

/** A manifest URL a browser can load: absolute http(s), no credentials, at most 2 KB. */
export function parseEntryUrl(value: string): string {
  if (value.length > 2048) throw badRequest('The manifest URL is longer than 2048 characters');
  const url = httpUrl(value, 'The manifest URL');
  if (!url.pathname.endsWith('.json'))
    throw badRequest('The entry must be a module federation manifest (.json)');
  return url.toString();
}

const LABEL = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;

export function parseVersionLabel(value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!LABEL.test(value))
    throw badRequest('A version label is 1 to 64 letters, digits, dots, dashes, pluses or underscores');
  return value;
}

export function parseWindow(from: string, to: string): { from: Date; to: Date } {
  const start = new Date(from);
  const end = new Date(to);
  if (Number.isNaN(start.getTime())) throw badRequest(`"from" is not an ISO date-time: ${from}`);
  if (Number.isNaN(end.getTime())) throw badRequest(`"to" is not an ISO date-time: ${to}`);
  if (end <= start) throw badRequest('"to" must be later than "from"');
  return { from: start, to: end };
}

/** Why a change was made, kept in the audit and history: trimmed, at most 500 characters; absent is null. */
export function parseReason(value: string | undefined): string | null {
  const reason = value?.trim() ?? '';
  if (reason.length > 500) throw badRequest('A reason is at most 500 characters');
  return reason === '' ? null : reason;
}

/** A change made by a person says why: the audit keeps the reason beside their name and the before and after. */
export function requireReason(value: string | undefined): string {
  const reason = parseReason(value);
  if (!reason) throw badRequest('Say why: every change needs a reason (--reason "…")', 'REASON_REQUIRED');
  return reason;
}

/** A rollout's plan as stored: `--percent N` (fixed:N) or `--plan canary:…|linear:…`, exactly one of them. */
export function parseRolloutPlanInput(percent: number | undefined, plan: string | undefined): string {
  if ((percent === undefined) === (plan === undefined))
    throw badRequest(
      'A rollout needs either a percent (--percent 10) or a plan (--plan canary:10:30m), not both',
    );
  const text = plan ?? `fixed:${percent}`;
  if (plan?.startsWith('fixed:')) throw badRequest('A fixed share is given as a percent (--percent 10)');
  const parsed = parseRolloutPlan(text);
  if ('error' in parsed)
    throw badRequest(
      plan === undefined ? `The percent must be a whole number from 1 to 100, not ${percent}` : parsed.error,
    );
  return text;
}
