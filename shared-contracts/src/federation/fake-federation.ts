import { jest } from '@jest/globals';

/** A federation instance as the slots see it: which remotes it has registered, and what loading one gives. */
export interface FakeInstance {
  options: { remotes: { name: string }[] };
  loadRemote: (id: string) => Promise<unknown>;
}

/**
 * For tests: replaces the module federation runtime with a fake page whose instances the test sets. Call it before
 * importing (with `await import`) anything that loads remotes, so they get the fake.
 */
export function fakeFederationPage(): { instances: FakeInstance[] } {
  const page: { instances: FakeInstance[] } = { instances: [] };
  jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
    getInstance: (finder: (instance: FakeInstance) => boolean) => page.instances.find(finder) ?? null,
  }));
  return page;
}
