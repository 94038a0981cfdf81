import { jest } from '@jest/globals';
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { BootRemote } from '@sl/contracts';
import { pageRemoteVersions, runsAsServerRendered, skipFailedVersions } from './remote-versions';

// The real 2.9 runtime, as the shell's page has it; only fetching an entry script is faked (there is no browser):
// the runtime's loadEntry hook answers a container for each entry URL, as a remote's remoteEntry.js would.
const entries = new Map<string, string>();
const entryLoads: string[] = [];
const fakeEntries: ModuleFederationRuntimePlugin = {
  name: 'test-fake-entries',
  loadEntry({ remoteInfo }) {
    entryLoads.push(remoteInfo.entry);
    const build = entries.get(remoteInfo.entry);
    if (!build) return Promise.reject(new Error(`${remoteInfo.entry} is unreachable`));
    return Promise.resolve({
      init: async () => undefined,
      get: (expose: string) => async () => ({ default: `${expose} of ${build}` }),
    });
  },
};

const RACING: BootRemote = {
  name: 'racing',
  entry: 'https://racing.example/2.0.0/remoteEntry.js',
  version: '2.0.0',
  fallback: { entry: 'https://racing.example/1.9.0/remoteEntry.js', version: '1.9.0' },
};
const host = init({ name: 'shell_test', remotes: [RACING], plugins: [fakeEntries] });

beforeEach(() => {
  entries.clear();
  entryLoads.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the page’s remote versions, against the real federation runtime', () => {
  it('re-registers a remote at its fallback entry, so its modules load from the fallback build, once', async () => {
    entries.set(RACING.entry, 'build 2.0.0');
    entries.set(RACING.fallback?.entry ?? '', 'build 1.9.0');
    const counted: string[] = [];
    const versions = pageRemoteVersions([RACING], undefined, (remote, from, to) =>
      counted.push(`${remote} ${from} -> ${to}`),
    );
    // Loaded (and cached by the runtime: module, entry container) from the registry's version first.
    expect(await host.loadRemote('racing/Greeting')).toEqual({ default: './Greeting of build 2.0.0' });
    expect(await host.loadRemote('racing/Greeting')).toEqual({ default: './Greeting of build 2.0.0' });
    expect(entryLoads).toEqual([RACING.entry]);
    expect(versions.version('racing')).toBe('2.0.0');
    expect(versions.hasFallback('racing')).toBe(true);

    expect(versions.fallBack('racing')).toBe(true);
    // The forced registration dropped the runtime's cached module and entry: the next load asks the fallback.
    expect(await host.loadRemote('racing/Greeting')).toEqual({ default: './Greeting of build 1.9.0' });
    expect(await host.loadRemote('racing/Card')).toEqual({ default: './Card of build 1.9.0' });
    expect(entryLoads).toEqual([RACING.entry, RACING.fallback?.entry]);
    expect(host.options.remotes.filter((remote) => remote.name === 'racing')).toHaveLength(1);
    expect(versions.version('racing')).toBe('1.9.0');
    expect(counted).toEqual(['racing 2.0.0 -> 1.9.0']);

    // Once per page load: the fallback has no fallback of its own.
    expect(versions.hasFallback('racing')).toBe(false);
    expect(versions.fallBack('racing')).toBe(false);
    expect(versions.version('racing')).toBe('1.9.0');
    expect(counted).toHaveLength(1);
  });

  it('recovers a remote whose entry failed to load: the failed entry is not kept', async () => {
    const remote: BootRemote = {
      ...RACING,
      entry: 'https://racing.example/2.1.0/remoteEntry.js',
      version: '2.1.0',
    };
    host.registerRemotes([{ name: 'racing', entry: remote.entry }], { force: true });
    entries.set(RACING.fallback?.entry ?? '', 'build 1.9.0');
    const versions = pageRemoteVersions([remote], undefined, () => undefined);
    await expect(host.loadRemote('racing/Greeting')).rejects.toThrow();
    expect(versions.fallBack('racing')).toBe(true);
    expect(await host.loadRemote('racing/Greeting')).toEqual({ default: './Greeting of build 1.9.0' });
  });

  it('leaves a remote without a fallback as it is', () => {
    const register = jest.fn();
    const counted = jest.fn();
    const versions = pageRemoteVersions([{ ...RACING, fallback: undefined }], register, counted);
    expect(versions.hasFallback('racing')).toBe(false);
    expect(versions.fallBack('racing')).toBe(false);
    expect(versions.fallBack('football')).toBe(false);
    expect(versions.version('racing')).toBe('2.0.0');
    expect(versions.version('football')).toBeUndefined();
    expect(register).not.toHaveBeenCalled();
    expect(counted).not.toHaveBeenCalled();
  });
});

describe('versions that failed a moment ago', () => {
  const FOOTBALL: BootRemote = { name: 'football', entry: 'https://football.example/3/e.js', version: '3' };

  it('are replaced by their fallback before anything loads, and each skip is counted as a failure', () => {
    const counted: Array<[string, string | undefined]> = [];
    const remotes = skipFailedVersions(
      [RACING, FOOTBALL],
      (remote, version) => remote === 'racing' && version === '2.0.0',
      (id, version) => void counted.push([id, version]),
    );
    expect(remotes).toEqual([{ name: 'racing', entry: RACING.fallback?.entry, version: '1.9.0' }, FOOTBALL]);
    expect(counted).toEqual([['racing', '2.0.0']]);
  });

  it('are kept when there is no fallback to go to, or their breaker is closed', () => {
    const remotes = [RACING, FOOTBALL];
    expect(
      skipFailedVersions(
        remotes,
        (remote) => remote === 'football',
        () => undefined,
      ),
    ).toEqual(remotes);
    expect(
      skipFailedVersions(
        remotes,
        () => false,
        () => undefined,
      ),
    ).toEqual(remotes);
  });
});

describe('whether the page runs its remotes as the server rendered them', () => {
  const FOOTBALL: BootRemote = { name: 'football', entry: 'https://football.example/3/e.js', version: '3' };
  const closed = () => false;

  it('does when every remote runs the boot version and no breaker is open', () => {
    const boot = [RACING, FOOTBALL];
    expect(
      runsAsServerRendered(
        boot,
        skipFailedVersions(boot, closed, () => undefined),
        closed,
      ),
    ).toBe(true);
  });

  it('does not once a version failed here is skipped for its fallback: the server rendered the failed one', () => {
    const boot = [RACING, FOOTBALL];
    const page = skipFailedVersions(
      boot,
      (remote) => remote === 'racing',
      () => undefined,
    );
    expect(runsAsServerRendered(boot, page, closed)).toBe(false);
  });

  it("does not while a remote's breaker is open: its slots show unavailable where the server rendered them", () => {
    const boot = [RACING, FOOTBALL];
    expect(runsAsServerRendered(boot, boot, (remote) => remote === 'football')).toBe(false);
  });
});
