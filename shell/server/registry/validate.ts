import { REMOTE_NAMES, isRemoteName, type RemoteName } from '@sl/contracts';
import { badRequest } from '@sl/server-kit';

export function parseRemoteName(value: string): RemoteName {
  if (!isRemoteName(value))
    throw badRequest(`Unknown remote "${value}". Known remotes: ${REMOTE_NAMES.join(', ')}`);
  return value;
}

/** A manifest URL a browser can load: absolute http(s), no credentials, at most 2 KB. */
export function parseEntryUrl(value: string): string {
  if (value.length > 2048) throw badRequest('The manifest URL is longer than 2048 characters');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(`"${value}" is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('The manifest URL must use http or https');
  if (url.username || url.password) throw badRequest('The manifest URL must not carry credentials');
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
