import { featureFlagsStore, isFeatureOn } from './store';

describe('feature flags store', () => {
  afterEach(() => featureFlagsStore.getState().setFlags({}));

  it('starts with every spec flag on', () => {
    const { flags } = featureFlagsStore.getState();
    expect(flags).toEqual({
      footballMovementIcons: true,
      footballBettingTab: true,
      customisableNavigation: true,
    });
  });

  it('takes the loaded configuration over the defaults', () => {
    featureFlagsStore.getState().setFlags({ footballBettingTab: false, newThing: true });
    const { flags } = featureFlagsStore.getState();
    expect(isFeatureOn(flags, 'footballBettingTab')).toBe(false);
    expect(isFeatureOn(flags, 'footballMovementIcons')).toBe(true);
    expect(isFeatureOn(flags, 'newThing')).toBe(true);
  });

  it('an unknown flag is off unless configured', () => {
    expect(isFeatureOn(featureFlagsStore.getState().flags, 'neverHeardOf')).toBe(false);
  });

  it('keeps its flags object when the shell writes the same flags again, and replaces it when one changes', () => {
    const first = featureFlagsStore.getState().flags;
    featureFlagsStore.getState().setFlags({ ...first });
    // A component that read the flags at hydration holds the same object, so it has nothing to render again.
    expect(featureFlagsStore.getState().flags).toBe(first);
    featureFlagsStore.getState().setFlags({ ...first, customisableNavigation: false });
    expect(featureFlagsStore.getState().flags).not.toBe(first);
    expect(featureFlagsStore.getState().flags.customisableNavigation).toBe(false);
  });
});
