import { command, defineCli, wholeNumber, type AdminRequest } from '@sl/server-kit/cli';
import type { PromoCommand } from './commands';

/** The promos CLI's commands: its words checked by parseArgs, each turned into a promo command. */
export const promosCli = defineCli<PromoCommand>('npm run promos --', {
  list: command({ build: () => ({ op: 'list' }) }),
  enable: command({ args: ['promo'], build: ({ args }) => ({ op: 'enable', name: args.promo }) }),
  disable: command({ args: ['promo'], build: ({ args }) => ({ op: 'disable', name: args.promo }) }),
  'set-dates': command({
    args: ['promo'],
    options: { from: { value: '<iso>', required: true }, to: { value: '<iso>', required: true } },
    build: ({ args, options }) => ({
      op: 'set-dates',
      name: args.promo,
      from: options.from as string,
      to: options.to as string,
    }),
  }),
  set: command({
    args: ['promo', 'field', 'value'],
    build: ({ args }) => ({ op: 'set', name: args.promo, field: args.field, value: args.value }),
  }),
  'royal-ascot': command({
    args: ['true|false'],
    build: ({ args }) => ({ op: 'royal-ascot', value: args['true|false'] }),
  }),
  audit: command({
    options: { limit: { value: '<n>' } },
    build: ({ options }) => ({ op: 'audit', limit: wholeNumber(options.limit, 'limit', 1, 500) }),
  }),
});

/** The admin API request that carries out a command (the CLI's path when the service is running). */
export function commandToRequest(command: PromoCommand): AdminRequest {
  const base = '/admin/promos';
  switch (command.op) {
    case 'list':
      return { method: 'GET', path: base };
    case 'audit':
      return { method: 'GET', path: `${base}/audit${command.limit ? `?limit=${command.limit}` : ''}` };
    case 'enable':
    case 'disable':
      return { method: 'POST', path: `${base}/${encodeURIComponent(command.name)}/${command.op}` };
    case 'set-dates':
      return {
        method: 'PUT',
        path: `${base}/${encodeURIComponent(command.name)}/dates`,
        body: { from: command.from, to: command.to },
      };
    case 'set':
      return {
        method: 'PUT',
        path: `${base}/${encodeURIComponent(command.name)}/fields/${encodeURIComponent(command.field)}`,
        body: { value: command.value },
      };
    case 'royal-ascot':
      return { method: 'PUT', path: '/admin/site-settings/royal-ascot', body: { value: command.value } };
  }
}
