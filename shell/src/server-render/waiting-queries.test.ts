import { QueryClient, QueryObserver, skipToken, type QueryObserverOptions } from '@tanstack/react-query';
import { waitingQueries } from './waiting-queries';

/** What a component's useQuery leaves in the cache on the server: the query built, never subscribed or fetched. */
function renderedOnServer(client: QueryClient, options: QueryObserverOptions) {
  new QueryObserver(client, options).getOptimisticResult(client.defaultQueryOptions(options));
}

const load = () => Promise.resolve('data');

describe('the queries a server render pass left waiting', () => {
  it('are those the page asked for and nothing fetched', async () => {
    const client = new QueryClient();
    renderedOnServer(client, { queryKey: ['racecards'], queryFn: load });
    renderedOnServer(client, { queryKey: ['fetched'], queryFn: load });
    await client.fetchQuery({ queryKey: ['fetched'], queryFn: load });
    expect(waitingQueries(client).map((q) => q.queryKey)).toEqual([['racecards']]);
  });

  it('leave out a query its component switched off, by a value or a function, or skipped', () => {
    const client = new QueryClient();
    renderedOnServer(client, { queryKey: ['follows'], queryFn: load, enabled: false });
    renderedOnServer(client, { queryKey: ['plus'], queryFn: load, enabled: () => false });
    renderedOnServer(client, { queryKey: ['skipped'], queryFn: skipToken });
    renderedOnServer(client, { queryKey: ['on'], queryFn: load, enabled: () => true });
    expect(waitingQueries(client).map((q) => q.queryKey)).toEqual([['on']]);
  });
});
