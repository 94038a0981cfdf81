import { authStore, featureFlagsStore } from '@sl/contracts';
import { syncAuthEnabled } from './auth-feature';

describe('the auth feature sets the auth store’s enabled flag', () => {
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    featureFlagsStore.getState().setFlags({});
    authStore.getState().setSession({ enabled: true });
  });

  it('is on unless the configuration switches it off, and follows later configurations', () => {
    featureFlagsStore.getState().setFlags({ auth: false });
    stop = syncAuthEnabled();
    expect(authStore.getState().enabled).toBe(false);
    featureFlagsStore.getState().setFlags({});
    expect(authStore.getState().enabled).toBe(true);
    featureFlagsStore.getState().setFlags({ auth: false });
    expect(authStore.getState().enabled).toBe(false);
  });

  it('survives a sign-out reset', () => {
    featureFlagsStore.getState().setFlags({ auth: false });
    stop = syncAuthEnabled();
    authStore.getState().reset();
    expect(authStore.getState().enabled).toBe(false);
  });
});
