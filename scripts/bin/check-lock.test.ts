import { lockProblems } from './check-lock.mjs';

const binding = {
  version: '2.0.0',
  optionalDependencies: { 'native-linux-x64': '2.0.0', 'native-darwin-arm64': '2.0.0' },
};
const platform = { version: '2.0.0', optional: true };

describe('lock check', () => {
  it('accepts a lock holding every platform package, found where Node would resolve it', () => {
    const lock = {
      packages: {
        '': { name: 'root' },
        'node_modules/tool': { version: '1.0.0', dependencies: { binding: '2.0.0' } },
        'node_modules/tool/node_modules/binding': binding,
        'node_modules/tool/node_modules/native-linux-x64': platform,
        'node_modules/native-darwin-arm64': platform,
      },
    };
    expect(lockProblems(lock)).toEqual([]);
  });

  it('names the package whose platform package is missing', () => {
    const lock = {
      packages: {
        'node_modules/binding': binding,
        'node_modules/native-linux-x64': platform,
      },
    };
    const problems = lockProblems(lock);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('binding@2.0.0');
    expect(problems[0]).toContain('native-darwin-arm64@2.0.0');
  });

  it('does not look inside a sibling package for an optional dependency', () => {
    const lock = {
      packages: {
        'node_modules/binding': binding,
        'node_modules/native-linux-x64': platform,
        'node_modules/other/node_modules/native-darwin-arm64': platform,
      },
    };
    expect(lockProblems(lock)).toHaveLength(1);
  });

  it('requires every non-optional peer, but not optional ones or those left out on purpose', () => {
    const lock = {
      packages: {
        'node_modules/plugin': {
          version: '1.0.0',
          peerDependencies: { host: '^3', helper: '^1' },
          peerDependenciesMeta: { helper: { optional: true } },
        },
        'node_modules/@module-federation/rspack': {
          version: '2.9.2',
          peerDependencies: { '@rspack/core': '^2' },
        },
      },
    };
    const problems = lockProblems(lock);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('needs peer host@^3');
    lock.packages['node_modules/host'] = { version: '3.1.0' };
    expect(lockProblems(lock)).toEqual([]);
  });
});
