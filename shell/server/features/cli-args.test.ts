import { featureCommandToRequest, FeaturesUsageError, parseFeatureArgs } from './cli-args';

describe('features CLI arguments', () => {
  it('turns words into admin API requests', () => {
    expect(featureCommandToRequest(parseFeatureArgs(['list']))).toEqual({
      method: 'GET',
      path: '/admin/features',
    });
    expect(featureCommandToRequest(parseFeatureArgs(['off', 'footballBettingTab']))).toEqual({
      method: 'PUT',
      path: '/admin/features/footballBettingTab',
      body: { enabled: false },
    });
    expect(parseFeatureArgs(['on', 'greyhounds'])).toEqual({ op: 'set', name: 'greyhounds', enabled: true });
    expect(featureCommandToRequest(parseFeatureArgs(['audit', '--limit', '5']))).toEqual({
      method: 'GET',
      path: '/admin/features/audit?limit=5',
    });
  });

  it.each([
    [[]],
    [['flip', 'x']],
    [['on']],
    [['off', 'a', 'b']],
    [['list', 'x']],
    [['audit', '--limit', '0']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseFeatureArgs(argv)).toThrow(FeaturesUsageError);
  });
});
