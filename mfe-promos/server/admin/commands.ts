import { badRequest } from '@sl/server-kit';
import { isKnownPromo, type SiteSettings } from '@sl/contracts';
import type { AuditEntry, PromoAdminRow, PromoRepository } from '../config/repository';

/** Everything a release manager can ask of the promos, from the CLI or the admin API. */
export type PromoCommand =
  | { op: 'list' }
  | { op: 'enable'; name: string }
  | { op: 'disable'; name: string }
  | { op: 'set-dates'; name: string; from: string; to: string }
  | { op: 'set'; name: string; field: string; value: string }
  | { op: 'royal-ascot'; value: string }
  | { op: 'audit'; limit?: number };

/** What each command answers, so a route's response schema can be checked against it. */
interface PromoResultByOp {
  list: PromoAdminRow[];
  enable: PromoAdminRow;
  disable: PromoAdminRow;
  'set-dates': PromoAdminRow;
  set: PromoAdminRow;
  'royal-ascot': SiteSettings;
  audit: AuditEntry[];
}

export type PromoResult = PromoResultByOp[PromoCommand['op']];

/** The fields `set` may change, each with its parser; anything else is refused (no free-form CSS or SQL). */
const TEXT_FIELDS = ['title', 'text', 'courseName'] as const;
const SETTABLE_FIELDS = [
  ...TEXT_FIELDS,
  'link',
  'navLabel',
  'hero',
  'banner',
  'sortOrder',
  'priority',
  'signPostingEnabled',
  'mobileBreakpoint',
] as const;

function promoName(name: string): string {
  if (!isKnownPromo(name)) throw badRequest(`Unknown promo "${name}"`);
  return name;
}

function flag(value: string, field: string): boolean {
  if (value !== 'true' && value !== 'false') throw badRequest(`${field} must be true or false`);
  return value === 'true';
}

function integer(value: string, field: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^-?\d+$/.test(value) || n < min || n > max)
    throw badRequest(`${field} must be a whole number from ${min} to ${max}`);
  return n;
}

function text(value: string, field: string, max: number): string {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > max || /[<>]/.test(trimmed))
    throw badRequest(`${field} must be 1 to ${max} characters without < or >`);
  return trimmed;
}

function sitePath(value: string, field: string): string {
  if (!/^\/(?!\/)[A-Za-z0-9\-._~/]*$/.test(value) || value.length > 200)
    throw badRequest(`${field} must be a site path starting with /`);
  return value;
}

function instant(value: string, label: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw badRequest(`${label} must be an ISO date or date-time`);
  return ms;
}

async function setField(repo: PromoRepository, name: string, field: string, value: string, actor: string) {
  const action = `set ${field}`;
  switch (field) {
    case 'hero':
    case 'banner':
      return repo.update(name, action, actor, `${field} = $2`, [flag(value, field)]);
    case 'sortOrder':
      return repo.update(name, action, actor, 'sort_order = $2', [integer(value, field, 0, 1000)]);
    case 'priority':
      return repo.update(name, action, actor, 'priority = $2', [integer(value, field, 0, 1000)]);
    case 'signPostingEnabled':
      return repo.update(name, action, actor, 'sign_posting_enabled = $2', [String(flag(value, field))]);
    case 'navLabel':
      return repo.update(name, action, actor, 'nav_label = $2', [text(value, field, 30)]);
    case 'link': {
      const link = sitePath(value, field);
      const definition = await repo.definitionOf(name);
      return repo.update(name, action, actor, 'definition = $2::jsonb', [
        JSON.stringify({ ...definition, link }),
      ]);
    }
    case 'mobileBreakpoint': {
      const mobileBreakpoint = integer(value, field, 490, 675);
      const definition = await repo.definitionOf(name);
      const next = { ...definition, heroBanner: { ...definition.heroBanner, mobileBreakpoint } };
      return repo.update(name, action, actor, 'definition = $2::jsonb', [JSON.stringify(next)]);
    }
    case 'title':
    case 'text':
    case 'courseName': {
      const definition = await repo.definitionOf(name);
      const next = { ...definition, [field]: text(value, field, field === 'text' ? 200 : 60) };
      return repo.update(name, action, actor, 'definition = $2::jsonb', [JSON.stringify(next)]);
    }
    default:
      throw badRequest(`Unknown field "${field}"; one of: ${SETTABLE_FIELDS.join(', ')}`);
  }
}

/** Validates, then applies; bad input throws a 400 before anything is written. */
export async function runPromoCommand<C extends PromoCommand>(
  repo: PromoRepository,
  command: C,
  actor: string,
): Promise<PromoResultByOp[C['op']]>;
export async function runPromoCommand(
  repo: PromoRepository,
  command: PromoCommand,
  actor: string,
): Promise<PromoResult> {
  switch (command.op) {
    case 'list':
      return repo.list();
    case 'enable':
    case 'disable':
      return repo.update(promoName(command.name), command.op, actor, 'enabled = $2', [
        command.op === 'enable',
      ]);
    case 'set-dates': {
      const name = promoName(command.name);
      const from = instant(command.from, 'from');
      const to = instant(command.to, 'to');
      if (to <= from) throw badRequest('to must be after from');
      return repo.update(name, 'set-dates', actor, 'start_date = $2, end_date = $3', [from, to]);
    }
    case 'set':
      return setField(repo, promoName(command.name), command.field, command.value, actor);
    case 'royal-ascot': {
      if (command.value !== 'true' && command.value !== 'false')
        throw badRequest('royal-ascot takes true or false');
      return repo.setRoyalAscot(command.value, actor);
    }
    case 'audit':
      return repo.auditLog(Math.min(Math.max(command.limit ?? 50, 1), 500));
  }
}
