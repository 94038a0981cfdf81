import { UsageError, commandToRequest, parseCliArgs } from './cli-args';

describe('parseCliArgs', () => {
  it.each([
    [['list'], { op: 'list' }],
    [
      ['set', 'racing', 'http://x.example/mf-manifest.json'],
      { op: 'set', name: 'racing', entry: 'http://x.example/mf-manifest.json', version: undefined },
    ],
    [
      ['set', 'racing', 'http://x.example/mf-manifest.json', '--label', 'v2'],
      { op: 'set', name: 'racing', entry: 'http://x.example/mf-manifest.json', version: 'v2' },
    ],
    [['enable', 'promos'], { op: 'enable', name: 'promos' }],
    [['disable', 'promos'], { op: 'disable', name: 'promos' }],
    [['rollback', 'racing'], { op: 'rollback', name: 'racing' }],
    [
      [
        'schedule',
        'racing',
        'http://x.example/m.json',
        '--from',
        '2027-03-10T00:00:00Z',
        '--to',
        '2027-03-14T00:00:00Z',
      ],
      {
        op: 'schedule',
        name: 'racing',
        entry: 'http://x.example/m.json',
        from: '2027-03-10T00:00:00Z',
        to: '2027-03-14T00:00:00Z',
        version: undefined,
      },
    ],
    [['audit', '--limit', '5'], { op: 'audit', limit: 5 }],
  ])('reads %j', (argv, command) => {
    expect(parseCliArgs(argv)).toEqual(command);
  });

  it.each([
    [[]],
    [['deploy', 'racing']],
    [['set', 'racing']],
    [['enable']],
    [['schedule', 'racing', 'http://x.example/m.json', '--from', '2027-03-10T00:00:00Z']],
    [['set', 'racing', 'http://x.example/m.json', '--colour', 'red']],
    [['audit', '--limit', 'lots']],
    [['set', 'racing', 'http://x.example/m.json', '--label']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
  });
});

describe('commandToRequest', () => {
  it('maps each command onto the admin API', () => {
    expect(commandToRequest({ op: 'list' })).toEqual({ method: 'GET', path: '/admin/registry' });
    expect(commandToRequest({ op: 'disable', name: 'promos' })).toEqual({
      method: 'POST',
      path: '/admin/registry/promos/disable',
    });
    expect(commandToRequest({ op: 'set', name: 'racing', entry: 'http://x/m.json' })).toEqual({
      method: 'PUT',
      path: '/admin/registry/racing',
      body: { entry: 'http://x/m.json', version: undefined },
    });
    expect(commandToRequest({ op: 'unschedule', name: 'racing' })).toEqual({
      method: 'DELETE',
      path: '/admin/registry/racing/schedule',
    });
    expect(commandToRequest({ op: 'audit', limit: 3 })).toEqual({
      method: 'GET',
      path: '/admin/registry/audit?limit=3',
    });
  });
});
