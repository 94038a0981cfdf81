import { configureMetrics } from '../auth/metrics';
import {
  REMOTE_FAILURES_METRIC,
  REMOTE_FALLBACKS_METRIC,
  countRemoteFailure,
  countRemoteFallback,
} from './remote-failures';

let counters: { url: string; body: unknown }[];
beforeEach(() => {
  counters = [];
  configureMetrics({ post: async (url, body) => void counters.push({ url, body }) });
});
afterEach(() => configureMetrics({}));

const labelsSent = () => counters.map(({ body }) => body as { name: string; labels: unknown });

describe('remote failure and fallback counters', () => {
  it('counts a failure with the version that failed: the registry’s, or the fallback’s', () => {
    countRemoteFailure('racing/Greeting', '2.0.0');
    countRemoteFailure('racing/Greeting', '1.9.0');
    expect(labelsSent()).toEqual([
      expect.objectContaining({
        name: REMOTE_FAILURES_METRIC,
        labels: { remote: 'racing', version: '2.0.0' },
      }),
      expect.objectContaining({
        name: REMOTE_FAILURES_METRIC,
        labels: { remote: 'racing', version: '1.9.0' },
      }),
    ]);
    expect(counters.every(({ url }) => url === '/metrics/counter')).toBe(true);
  });

  it('counts nothing for a remote that is not on the page (no version) or a name no remote can have', () => {
    countRemoteFailure('racing/Greeting', undefined);
    countRemoteFailure('<Cricket>/Scores', '1.0.0');
    expect(counters).toEqual([]);
  });

  it('counts a remote registered at runtime like a built-in one (the shell checks it against the registry)', () => {
    countRemoteFailure('stats-desk/StatsApp', '1.0.0');
    expect(counters.map(({ body }) => body)).toEqual([
      expect.objectContaining({
        name: REMOTE_FAILURES_METRIC,
        labels: { remote: 'stats-desk', version: '1.0.0' },
      }),
    ]);
  });

  it('counts a fallback with both versions', () => {
    countRemoteFallback('promos', '3.1.0', '3.0.2');
    expect(labelsSent()).toEqual([
      expect.objectContaining({
        name: REMOTE_FALLBACKS_METRIC,
        labels: { remote: 'promos', from: '3.1.0', to: '3.0.2' },
      }),
    ]);
  });
});
