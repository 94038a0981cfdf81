import { UsageError } from '@sl/server-kit/cli';
import { featureCommandToRequest, featuresCli } from './cli-args';

const request = (argv: string[]) => featureCommandToRequest(featuresCli.parse(argv));

describe('the features CLI', () => {
  it('carries out each documented command through the admin API', () => {
    expect(request(['list'])).toEqual({ method: 'GET', path: '/admin/features' });
    expect(request(['off', 'footballBettingTab', '--reason', 'odds feed down'])).toEqual({
      method: 'PUT',
      path: '/admin/features/footballBettingTab',
      body: { enabled: false, reason: 'odds feed down' },
    });
    expect(request(['on', 'greyhounds', '--reason', 'feed back'])).toEqual({
      method: 'PUT',
      path: '/admin/features/greyhounds',
      body: { enabled: true, reason: 'feed back' },
    });
    expect(request(['audit', '--limit', '20'])).toEqual({
      method: 'GET',
      path: '/admin/features/audit?limit=20',
    });
  });

  it.each([
    [['flip', 'x']],
    [['on']],
    [['off', 'a', 'b']],
    [['list', 'x']],
    [['audit', '--limit', '0']],
    // A change says why.
    [['on', 'greyhounds']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => featuresCli.parse(argv)).toThrow(UsageError);
  });
});
