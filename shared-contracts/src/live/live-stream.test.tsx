import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { LIVE_OPEN_DELAY_MS, LIVE_STREAMS } from './live-paths';
import { listenToLiveStream, type LiveSignal } from './live-stream';
import { useLiveQueries } from './useLiveQueries';
import { useLiveStream } from './useLiveStream';

/** Stands in for the browser's EventSource: records what a page opens, and lets the test play the server's part. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: Event) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: string) {
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
});
beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.opened = [];
  visibility = 'visible';
});
afterEach(() => jest.useRealTimers());

const live = () => FakeEventSource.opened.filter((source) => !source.closed);

it('opens one connection for every listener, once the page has settled, and hands each of them every signal', () => {
  const first: LiveSignal[] = [];
  const second: LiveSignal[] = [];
  const stopFirst = listenToLiveStream(LIVE_STREAMS.football, (signal) => first.push(signal));
  const stopSecond = listenToLiveStream(LIVE_STREAMS.football, (signal) => second.push(signal));
  expect(FakeEventSource.opened).toHaveLength(0);
  jest.advanceTimersByTime(LIVE_OPEN_DELAY_MS);
  expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/football/v2/live']);

  const source = FakeEventSource.opened[0]!;
  source.emit('open');
  source.emit('change', JSON.stringify({ ids: ['7'], at: '2026-11-28T15:00:00.000Z' }));
  source.emit('change', 'not json');
  const expected = [
    { kind: 'opened' },
    { kind: 'change', change: { ids: ['7'], at: '2026-11-28T15:00:00.000Z' } },
  ];
  expect(first).toEqual(expected);
  expect(second).toEqual(expected);

  stopFirst();
  expect(source.closed).toBe(false);
  stopSecond();
  expect(source.closed).toBe(true);
});

it('holds no connection while the tab is hidden, and opens again when it is shown', () => {
  const signals: LiveSignal[] = [];
  const stop = listenToLiveStream(LIVE_STREAMS.racing, (signal) => signals.push(signal));
  jest.advanceTimersByTime(LIVE_OPEN_DELAY_MS);
  expect(live()).toHaveLength(1);

  setVisibility('hidden');
  expect(live()).toHaveLength(0);
  jest.advanceTimersByTime(60_000);
  expect(FakeEventSource.opened).toHaveLength(1);

  setVisibility('visible');
  jest.advanceTimersByTime(LIVE_OPEN_DELAY_MS);
  expect(live()).toHaveLength(1);
  expect(FakeEventSource.opened).toHaveLength(2);
  stop();
  expect(live()).toHaveLength(0);
});

function Status() {
  const open = useLiveStream(LIVE_STREAMS.football, () => undefined);
  return <p>{open ? 'pushed' : 'polling'}</p>;
}

it('useLiveStream says polling until the stream opens, pushed while it is open, and polling again when it drops', () => {
  const { unmount } = render(<Status />);
  expect(screen.getByText('polling')).toBeTruthy();
  act(() => jest.advanceTimersByTime(LIVE_OPEN_DELAY_MS));
  const source = live()[0]!;
  act(() => source.emit('open'));
  expect(screen.getByText('pushed')).toBeTruthy();
  act(() => source.emit('error'));
  expect(screen.getByText('polling')).toBeTruthy();
  unmount();
  expect(source.closed).toBe(true);
});

let pageRenders = 0;
function FootballPage() {
  pageRenders++;
  useLiveQueries(LIVE_STREAMS.football, 'football', new Set(['matches']));
  return null;
}

it('a page that hears the stream through its queries does not render again when the stream opens or drops', () => {
  const client = new QueryClient();
  pageRenders = 0;
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <FootballPage />
    </QueryClientProvider>,
  );
  act(() => jest.advanceTimersByTime(LIVE_OPEN_DELAY_MS));
  const source = live()[0]!;
  act(() => source.emit('open'));
  act(() => source.emit('error'));
  expect(pageRenders).toBe(1);
  unmount();
});

it("useLiveQueries refetches the section's live kinds on each change and leaves the rest alone", async () => {
  const client = new QueryClient();
  const asked: string[] = [];
  // Observed, as a page's useQuery holds them (only observed queries refetch when invalidated), and fresh for ever,
  // so only the live change can make one ask again.
  const stops = [
    ['football', 'matches', 'today'],
    ['football', 'table', '1'],
    ['racing', 'matches'],
  ].map((queryKey) =>
    new QueryObserver(client, {
      queryKey,
      staleTime: Infinity,
      queryFn: () => {
        asked.push(queryKey.join('/'));
        return queryKey.join('/');
      },
    }).subscribe(() => undefined),
  );
  await act(async () => undefined);
  expect(asked).toHaveLength(3);
  asked.length = 0;
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <FootballPage />
    </QueryClientProvider>,
  );
  act(() => jest.advanceTimersByTime(LIVE_OPEN_DELAY_MS));
  await act(async () =>
    live()[0]!.emit('change', JSON.stringify({ ids: ['7'], at: '2026-11-29T15:00:00.000Z' })),
  );
  expect(asked).toEqual(['football/matches/today']);
  unmount();
  stops.forEach((stop) => stop());
});
