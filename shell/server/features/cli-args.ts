import { command, defineCli, wholeNumber, type AdminRequest } from '@sl/server-kit/cli';

export type FeatureCommand =
  { op: 'list' } | { op: 'set'; name: string; enabled: boolean } | { op: 'audit'; limit?: number };

/** The features CLI's commands: its words checked by parseArgs, each turned into a feature command. */
export const featuresCli = defineCli<FeatureCommand>('npm run features --', {
  list: command({ build: () => ({ op: 'list' }) }),
  on: command({ args: ['flag'], build: ({ args }) => ({ op: 'set', name: args.flag, enabled: true }) }),
  off: command({ args: ['flag'], build: ({ args }) => ({ op: 'set', name: args.flag, enabled: false }) }),
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
        body: { enabled: command.enabled },
      };
  }
}
