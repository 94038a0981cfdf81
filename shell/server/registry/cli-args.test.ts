import { UsageError } from '@sl/server-kit/cli';
import { registryRequest } from '@sl/contracts/release';
import { isSessionCommand, releaseCli } from './cli-args';

const request = (argv: string[]) => {
  const command = releaseCli.parse(argv);
  if (isSessionCommand(command)) throw new Error(`${argv.join(' ')} is not a registry command`);
  return registryRequest(command);
};

describe('the release CLI', () => {
  it('signs in, says who, and signs out as commands of its own, listed in its usage', () => {
    for (const op of ['login', 'whoami', 'logout'] as const) expect(releaseCli.parse([op])).toEqual({ op });
    expect(releaseCli.usage).toMatch(/login[\s\S]*whoami[\s\S]*logout/);
    expect(() => releaseCli.parse(['login', 'now'])).toThrow(UsageError);
  });

  it('registers a remote with its scope, sections and API, and says what is wrong with them', () => {
    expect(
      request([
        'register',
        'stats-desk',
        'http://stats.example/1.0.0/mf-manifest.json',
        '--scope',
        'statsdesk',
        '--label',
        '1.0.0',
        '--routes',
        '/stats-desk=StatsApp:Stats desk,/darts-data=DataApp: Darts data',
        '--api',
        '/api/stats-desk=http://stats.internal:3100',
        '--reason',
        'the stats team goes live',
      ]),
    ).toEqual({
      method: 'PUT',
      path: '/admin/registry/stats-desk/registration',
      body: {
        scope: 'statsdesk',
        entry: 'http://stats.example/1.0.0/mf-manifest.json',
        version: '1.0.0',
        routes: [
          { path: '/stats-desk', module: 'StatsApp', label: 'Stats desk' },
          { path: '/darts-data', module: 'DataApp', label: 'Darts data' },
        ],
        api: { prefix: '/api/stats-desk', upstream: 'http://stats.internal:3100' },
        reason: 'the stats team goes live',
      },
    });
    const parse = (extra: string[]) =>
      releaseCli.parse(['register', 'x', 'http://x.example/m.json', '--reason', 'r', ...extra]);
    expect(() => parse(['--routes', '/stats-desk'])).toThrow(
      '--routes: "/stats-desk" is not <path>=<Module>:<label>',
    );
    expect(() => parse(['--api', 'http://stats.internal'])).toThrow(
      /--api: .* is not <prefix>=<upstream origin>/,
    );
  });

  it('carries out each documented command through the admin API', () => {
    expect(request(['list'])).toEqual({ method: 'GET', path: '/admin/registry' });
    expect(request(['rates', 'racing'])).toEqual({ method: 'GET', path: '/admin/registry/racing/rates' });
    expect(
      request(['set', 'racing', 'http://x.example/m.json', '--label', 'v2', '--reason', 'new cards']),
    ).toEqual({
      method: 'PUT',
      path: '/admin/registry/racing',
      body: { entry: 'http://x.example/m.json', version: 'v2', reason: 'new cards' },
    });
    expect(request(['disable', 'promos', '--reason', 'banner bug'])).toEqual({
      method: 'POST',
      path: '/admin/registry/promos/disable',
      body: { reason: 'banner bug' },
    });
    expect(request(['rollback', 'racing', '--reason', 'cards blank'])).toEqual({
      method: 'POST',
      path: '/admin/registry/racing/rollback',
      body: { reason: 'cards blank' },
    });
    expect(
      request([
        'schedule',
        'promos',
        'http://x.example/m.json',
        '--from',
        '2027-03-10T00:00:00Z',
        '--to',
        '2027-03-14T00:00:00Z',
        '--reason',
        'festival',
      ]),
    ).toEqual({
      method: 'PUT',
      path: '/admin/registry/promos/schedule',
      body: {
        entry: 'http://x.example/m.json',
        from: '2027-03-10T00:00:00Z',
        to: '2027-03-14T00:00:00Z',
        reason: 'festival',
      },
    });
    expect(request(['set', 'football', 'http://x.example/m.json', '--skip-verify', 'hanging drill'])).toEqual(
      {
        method: 'PUT',
        path: '/admin/registry/football',
        body: { entry: 'http://x.example/m.json', reason: 'hanging drill', skipVerify: true },
      },
    );
    expect(request(['rollback', 'racing', '--to', 'v2', '--reason', 'v3 breaks cards'])).toEqual({
      method: 'POST',
      path: '/admin/registry/racing/rollback',
      body: { to: 'v2', reason: 'v3 breaks cards' },
    });
    expect(request(['history', 'racing', '--limit', '5'])).toEqual({
      method: 'GET',
      path: '/admin/registry/racing/history?limit=5',
    });
    expect(request(['unschedule', 'promos', '--reason', 'festival off'])).toEqual({
      method: 'DELETE',
      path: '/admin/registry/promos/schedule',
      body: { reason: 'festival off' },
    });
    expect(
      request([
        'rollout',
        'racing',
        'http://x.example/m.json',
        '--label',
        'v3',
        '--percent',
        '10',
        '--reason',
        'cards',
      ]),
    ).toEqual({
      method: 'PUT',
      path: '/admin/registry/racing/rollout',
      body: { entry: 'http://x.example/m.json', version: 'v3', percent: 10, reason: 'cards' },
    });
    expect(
      request(['rollout', 'racing', 'http://x.example/m.json', '--plan', 'canary:10:30m', '--reason', 'v3']),
    ).toEqual({
      method: 'PUT',
      path: '/admin/registry/racing/rollout',
      body: { entry: 'http://x.example/m.json', plan: 'canary:10:30m', reason: 'v3' },
    });
    expect(request(['promote', 'racing', '--reason', 'no errors'])).toEqual({
      method: 'POST',
      path: '/admin/registry/racing/rollout/promote',
      body: { reason: 'no errors' },
    });
    expect(request(['abort', 'racing', '--reason', 'odds wrong'])).toEqual({
      method: 'POST',
      path: '/admin/registry/racing/rollout/abort',
      body: { reason: 'odds wrong' },
    });
    expect(request(['audit', '--limit', '20'])).toEqual({
      method: 'GET',
      path: '/admin/registry/audit?limit=20',
    });
  });

  it.each([
    [['deploy', 'racing']],
    [['set', 'racing']],
    [['schedule', 'racing', 'http://x.example/m.json', '--from', '2027-03-10T00:00:00Z']],
    [['set', 'racing', 'http://x.example/m.json', '--colour', 'red']],
    [['audit', '--limit', 'lots']],
    [['set', 'racing', 'http://x.example/m.json', '--skip-verify', 'drill', '--reason', 'again']],
    [['set', 'racing', 'http://x.example/m.json', '--skip-verify']],
    [['history']],
    [['rollout', 'racing', 'http://x.example/m.json']],
    [['rollout', 'racing', 'http://x.example/m.json', '--percent', '10', '--plan', 'linear:10:5m']],
    [['rollout', 'racing', 'http://x.example/m.json', '--percent', '0']],
    [['rollout', 'racing', 'http://x.example/m.json', '--percent', '101']],
    [['rollout', 'racing', 'http://x.example/m.json', '--percent', 'ten']],
    [['promote']],
    [['abort', 'racing', '--to', 'v1']],
    // Every change says why.
    [['set', 'racing', 'http://x.example/m.json']],
    [['enable', 'racing']],
    [['disable', 'racing']],
    [['rollback', 'racing', '--to', 'v2']],
    [['unschedule', 'racing']],
    [['rollout', 'racing', 'http://x.example/m.json', '--percent', '10']],
    [['promote', 'racing']],
    [['abort', 'racing']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => releaseCli.parse(argv)).toThrow(UsageError);
  });
});
