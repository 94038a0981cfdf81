import { UsageError } from '@sl/server-kit/cli';
import { featureCommandToRequest, featuresCli } from './cli-args';

const request = (argv: string[]) => featureCommandToRequest(featuresCli.parse(argv));

describe('the features CLI', () => {
  it('carries out each documented command through the admin API', () => {
    expect(request(['list'])).toEqual({ method: 'GET', path: '/admin/features' });
    expect(request(['off', 'footballBettingTab'])).toEqual({
      method: 'PUT',
      path: '/admin/features/footballBettingTab',
      body: { enabled: false },
    });
    expect(request(['on', 'greyhounds'])).toEqual({
      method: 'PUT',
      path: '/admin/features/greyhounds',
      body: { enabled: true },
    });
    expect(request(['audit', '--limit', '20'])).toEqual({
      method: 'GET',
      path: '/admin/features/audit?limit=20',
    });
  });

  it.each([[['flip', 'x']], [['on']], [['off', 'a', 'b']], [['list', 'x']], [['audit', '--limit', '0']]])(
    'refuses %j with a usage error',
    (argv) => {
      expect(() => featuresCli.parse(argv)).toThrow(UsageError);
    },
  );
});
