// @ts-check
/**
 * A stand-in for `@module-federation/enhanced/runtime` in the one-bundle build of the bench (`npm run bench`,
 * section `bundle`; see one-bundle.mjs): the site's code built as one non-federated bundle, to weigh what federation
 * costs. No product code imports it. It does only what the shell and `@sl/contracts/federation` call:
 * `registerRemotes` keeps the list of registered remotes, and `getInstance(finder)` answers one page instance whose
 * `options.remotes` is that list and whose `loadRemote('racing/RacingApp')` imports the module the remote's
 * `exposes` names, a lazy chunk of the same build (the map comes from `provideRemoteModules`, called by the module
 * one-bundle.mjs generates). A remote the page did not register stays unloadable, as in the federated site.
 */

/** @typedef {{ name: string, entry: string }} Remote */
/** @typedef {Record<string, () => Promise<unknown>>} RemoteModules */

/** @type {Remote[]} */
const remotes = [];
/** @type {RemoteModules} */
let remoteModules = {};

/** Every remote's exposed modules, by `<remote>/<Name>` (called once, before any page code runs). */
export function provideRemoteModules(/** @type {RemoteModules} */ modules) {
  remoteModules = modules;
}

/** Adds remotes, or replaces a registered one's entry (the runtime's `force`); nothing is fetched. */
export function registerRemotes(/** @type {Remote[]} */ list) {
  for (const { name, entry } of list) {
    const at = remotes.findIndex((remote) => remote.name === name);
    if (at >= 0) remotes[at] = { name, entry };
    else remotes.push({ name, entry });
  }
}

const instance = {
  name: 'shell',
  options: { remotes },
  /** @param {string} id `<remote>/<Name>` */
  async loadRemote(id) {
    const remote = id.split('/')[0];
    if (!remotes.some((r) => r.name === remote)) throw new Error(`${id}: ${remote} is not registered`);
    const load = remoteModules[id];
    if (!load) throw new Error(`${id}: no remote exposes it`);
    return load();
  },
  /** Nothing is shared in one bundle: the shell's start-up then leaves every package to its own imports. */
  async loadShare() {
    return false;
  },
};

/** The page's one instance; with a finder, that instance when it matches, else null (as the runtime answers). */
export function getInstance(/** @type {((i: typeof instance) => boolean) | undefined} */ finder) {
  return !finder || finder(instance) ? instance : null;
}
