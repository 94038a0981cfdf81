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
});
