import { jest } from '@jest/globals';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PageClock, useNow } from './page-clock';

// Node's server renderer: the browser's (what jsdom resolves) schedules with a MessageChannel, which jsdom lacks.
const { renderToString } = await import('react-dom/server.node');

/** A countdown as a punter reads it: whole minutes to an off at 14:30 UTC. */
function MinutesToOff() {
  const now = useNow(1_000);
  return <p>{Math.floor((Date.parse('2026-11-30T14:30:00Z') - now) / 60_000)} mins to the off</p>;
}

const RENDERED = Date.parse('2026-11-30T14:20:30Z');
const page = (
  <PageClock renderedAt={RENDERED}>
    <MinutesToOff />
  </PageClock>
);

afterEach(() => jest.useRealTimers());

describe('useNow across a server render and hydration', () => {
  it('renders on the server at the page’s time, whatever the clock says', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-30T14:21:59Z') });
    expect(renderToString(page)).toBe('<p>9<!-- --> mins to the off</p>');
  });

  it('hydrates with no mismatch when a minute passed since the server rendered, then shows the real time', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    // Hydration starts 31 s later, past the minute: "8 mins" by the device clock.
    jest.useFakeTimers({ now: Date.parse('2026-11-30T14:21:01Z') });
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('8 mins to the off');
    // The clock goes on ticking in the browser.
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(container.textContent).toBe('7 mins to the off');
  });

  it('starts from the device clock when mounted after the page’s first view', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-30T14:25:00Z') });
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(page);
    });
    expect(container.textContent).toBe('5 mins to the off');
  });
});
