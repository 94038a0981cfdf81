import '../test-support/text-encoder';
import { jest } from '@jest/globals';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { SKY_BET_V2_STORAGE_KEY } from '@sl/contracts';
import { defaultUiTheme } from '@sl/ui';
import { bookmakerPrice, premiumEntries } from '../test-support/race';
import { BookmakerLinks } from './BookmakerLinks';

// Node's server renderer: the browser's (what jsdom resolves) schedules with a MessageChannel, which jsdom lacks.
const { renderToString } = await import('react-dom/server.node');

const price = bookmakerPrice;

const entry = {
  ...premiumEntries[0]!,
  bookmakerOdds: [price(4, 'Betfair', '11'), price(15, 'Sky Bet', '555')],
};
const links = (
  <ThemeProvider theme={defaultUiTheme}>
    <BookmakerLinks entry={entry} oddsId={2} />
  </ThemeProvider>
);

/** A browser whose screen is a phone's (every media query asked matches: the links ask only the phone one). */
function onAPhone() {
  const list = { matches: true, addEventListener: () => undefined, removeEventListener: () => undefined };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => list });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('bookmaker links across a server render and hydration', () => {
  it("hydrate the server's desktop links with no mismatch, then become this phone's and this browser's V2 links", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(links);
    const href = (name: string) =>
      new URL(container.querySelector(`img[alt="${name}"]`)?.closest('a')?.getAttribute('href') ?? '');
    expect(href('Betfair').searchParams.get('bid')).not.toBeNull();
    const desktopBid = href('Betfair').searchParams.get('bid');
    expect(href('Sky Bet').searchParams.get('sels')).toBe('555');

    onAPhone();
    sessionStorage.setItem(SKY_BET_V2_STORAGE_KEY, 'true');
    const errors: unknown[] = [];
    const consoleErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, links, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // React 19 reports attributes that differ only on the console, and leaves the server's in place.
    expect(consoleErrors.mock.calls.filter(([message]) => /hydrat|match/i.test(String(message)))).toEqual([]);
    expect(href('Betfair').searchParams.get('bid')).not.toBe(desktopBid);
    expect(href('Sky Bet').searchParams.get('bets')).toBe('1.2026061502|555');
  });
});
