import { QueryClient, dehydrate, type QueryKey } from '@tanstack/react-query';
import {
  SERVER_DATA_FRESH_MS,
  adoptServerQueries,
  refetchOnMount,
  serverLeftToBrowser,
  serverRendered,
} from './server-queries';

/** A page as the shell's server writes it: the first view's data in #sl-queries. */
function page(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const script = doc.createElement('script');
    script.id = 'sl-queries';
    script.type = 'application/json';
    script.textContent = text;
    doc.body.appendChild(script);
  }
  return doc;
}

async function serverState() {
  const server = new QueryClient();
  await server.prefetchQuery({
    queryKey: ['racing', 'racecards', '2026-11-29'],
    queryFn: () => ({ meetings: 3 }),
  });
  return JSON.stringify(dehydrate(server));
}

describe('the first view handed over by the server', () => {
  it("puts the server's data in the query client, and does not fetch it again on mount for a while", async () => {
    const client = new QueryClient();
    const now = 1_000_000;
    adoptServerQueries(client, page(await serverState()), now);
    const query = client.getQueryCache().find({ queryKey: ['racing', 'racecards', '2026-11-29'] })!;
    expect(query.state.data).toEqual({ meetings: 3 });
    expect(refetchOnMount(query, now + 1_000)).toBe(false);
    expect(refetchOnMount(query, now + SERVER_DATA_FRESH_MS)).toBe(true);
  });

  it('leaves queries the server did not hand over to the usual rule', () => {
    const client = new QueryClient();
    const query = client.getQueryCache().build(client, { queryKey: ['football', 'live'] as QueryKey });
    expect(refetchOnMount(query)).toBe(true);
  });

  it('ignores missing or malformed data: the page fetches as it would without a server render', () => {
    const client = new QueryClient();
    adoptServerQueries(client, page(null));
    adoptServerQueries(client, page('{not json'));
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('tells a boundary the server left to the browser from a mismatch', () => {
    expect(
      serverLeftToBrowser(new Error('Minified React error #419; visit https://react.dev/errors/419')),
    ).toBe(true);
    expect(
      serverLeftToBrowser(new Error('Minified React error #418; visit https://react.dev/errors/418')),
    ).toBe(false);
    expect(
      serverLeftToBrowser(new Error("Hydration failed because the server rendered text didn't match")),
    ).toBe(false);
  });

  it('knows a server-rendered root from an empty one', () => {
    const root = document.createElement('div');
    expect(serverRendered(root)).toBe(false);
    root.innerHTML = '<div data-theme="default"></div>';
    expect(serverRendered(root)).toBe(true);
  });
});
