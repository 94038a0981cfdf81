import type { AdminRequest } from '../admin/cli-transport';

export const FEATURES_USAGE = `Usage: npm run features -- <command>
  list
  on <flag>
  off <flag>
  audit [--limit <n>]`;

export class FeaturesUsageError extends Error {}

export type FeatureCommand =
  { op: 'list' } | { op: 'set'; name: string; enabled: boolean } | { op: 'audit'; limit?: number };

/** The CLI's words as a command; anything off is a usage error with the reason. */
export function parseFeatureArgs(argv: string[]): FeatureCommand {
  const [op, ...rest] = argv;
  switch (op) {
    case 'list':
      if (rest.length > 0) throw new FeaturesUsageError('"list" takes no arguments');
      return { op };
    case 'on':
    case 'off':
      if (rest.length !== 1 || !rest[0]) throw new FeaturesUsageError(`"${op}" takes one flag name`);
      return { op: 'set', name: rest[0], enabled: op === 'on' };
    case 'audit': {
      if (rest.length === 0) return { op };
      const [flag, value] = rest;
      const limit = Number(value);
      if (rest.length !== 2 || flag !== '--limit' || !Number.isInteger(limit) || limit < 1 || limit > 500)
        throw new FeaturesUsageError('audit takes only --limit <1-500>');
      return { op, limit };
    }
    default:
      throw new FeaturesUsageError(op ? `unknown command "${op}"` : 'no command given');
  }
}

export function featureCommandToRequest(command: FeatureCommand): AdminRequest {
  switch (command.op) {
    case 'list':
      return { method: 'GET', path: '/admin/features' };
    case 'audit':
      return {
        method: 'GET',
        path: `/admin/features/audit${command.limit ? `?limit=${command.limit}` : ''}`,
      };
    case 'set':
      return {
        method: 'PUT',
        path: `/admin/features/${encodeURIComponent(command.name)}`,
        body: { enabled: command.enabled },
      };
  }
}
