import { command, defineCli, wholeNumber, type AdminRequest } from '@sl/server-kit/cli';

export type FeatureCommand =
  | { op: 'list' }
  | { op: 'set'; name: string; enabled: boolean; reason: string }
  | { op: 'audit'; limit?: number };

/** Every change says why (the audit keeps it with the person's name). */
const reason = { value: '<why>', required: true } as const;

/** The features CLI's commands: its words checked by parseArgs, each turned into a feature command. */
export const featuresCli = defineCli<FeatureCommand>('npm run features --', {
  list: command({ build: () => ({ op: 'list' }) }),
  on: command({
    args: ['flag'],
    options: { reason },
    build: ({ args, options }) => ({
      op: 'set',
      name: args.flag,
      enabled: true,
      reason: options.reason as string,
    }),
  }),
  off: command({
    args: ['flag'],
    options: { reason },
    build: ({ args, options }) => ({
      op: 'set',
      name: args.flag,
      enabled: false,
      reason: options.reason as string,
    }),
  }),
  audit: command({
    options: { limit: { value: '<n>' } },
    build: ({ options }) => ({ op: 'audit', limit: wholeNumber(options.limit, 'limit', 1, 500) }),
  }),
});

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
        body: { enabled: command.enabled, reason: command.reason },
      };
  }
}
