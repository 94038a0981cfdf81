import { jest } from '@jest/globals';
import { configureMetrics } from '../auth/metrics';
import { APP_ERROR_METRIC, configureErrorBeacon, reportAppError } from './app-errors';

let beacons: string[];
let counters: { url: string; body: unknown }[];

beforeEach(() => {
  beacons = [];
  counters = [];
  configureErrorBeacon((url) => beacons.push(url));
  configureMetrics({ post: async (url, body) => void counters.push({ url, body }) });
});
afterEach(() => {
  configureErrorBeacon();
  configureMetrics({});
  jest.restoreAllMocks();
});

const params = (url: string) => new URL(url, 'https://site.test');

describe('app-bridge and sign-on errors (spec document 2, section 8)', () => {
  it.each(['sso', 'bridge'] as const)(
    'a %s error goes to the error pixel with its type and is counted on the error metric',
    (type) => {
      reportAppError(type, `${type} went wrong`, new Error('boom'));
      expect(beacons).toHaveLength(1);
      const url = params(beacons[0] ?? '');
      expect(url.pathname).toBe('/1x1.gif');
      expect(url.searchParams.get('type')).toBe(type);
      expect(url.searchParams.get('message')).toContain(`${type} went wrong`);
      expect(url.searchParams.get('message')).toContain('Error: boom');
      expect(counters).toEqual([
        {
          url: '/metrics/counter',
          body: { name: APP_ERROR_METRIC, labels: { type }, help: expect.any(String) },
        },
      ]);
    },
  );

  it("reports to a configured error-reporting service, keeping that URL's own query", () => {
    reportAppError('bridge', 'gone', undefined, 'https://errors.example/collect?app=sl');
    const url = new URL(beacons[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://errors.example/collect');
    expect(url.searchParams.get('app')).toBe('sl');
    expect(url.searchParams.get('type')).toBe('bridge');
  });

  it('a reporter that throws never breaks the caller, and the error is still counted', () => {
    configureErrorBeacon(() => {
      throw new Error('no images here');
    });
    expect(() => reportAppError('sso', 'x')).not.toThrow();
    expect(counters).toHaveLength(1);
  });
});
