import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { QueryClientProvider, dehydrate, type QueryClient } from '@tanstack/react-query';
import { defaultUiTheme } from '@sl/ui';
import { apiClient, type BootConfig, type BootRemote } from '@sl/contracts';
import {
  RENDER_IN_BROWSER,
  ServerRenderRemotes,
  SlotErrorReport,
  type ServerRenderScope,
  type SlotErrorReporter,
} from '@sl/contracts/federation';
import { App } from '../app/App';
import { createQueryClient } from '../boot/query-client';
import { PageConfigProvider } from '../boot/page-config';
import type { ShellPageConfig } from '../boot/shell-config';
import { giveUpOnLoadingRemotes, registerReleasedRemotes, serverRenderable } from './server-remotes';
import { bindVisitorSession } from './visitor-session';
import { waitingQueries } from './waiting-queries';

export interface RenderInput {
  /** The page's path and query. */
  url: string;
  boot: BootConfig;
  /** Every enabled remote at the version released to everyone: what the server loads. */
  released: BootRemote[];
  shell: ShellPageConfig;
  /** The gateway's origin, which the server's API calls go to (the browser's go to its own origin). */
  apiOrigin: string;
  /** How long the whole render may take, data and remotes included; what is not ready is left to the browser. */
  budgetMs: number;
  /** Told of each part that failed on the server (a remote's slot, a component): the browser renders it. */
  onRenderError: (error: Error) => void;
}

export interface RenderOutput {
  /** The page's content, for inside `#root`. */
  html: string;
  /** styled-components' style elements for that content, for the head. */
  styles: string;
  /** The queries the content was rendered with, for the browser's query client (no request made twice). */
  queries: unknown;
}

bindVisitorSession();

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

// Slots report through onError on the server (error boundaries do not run there).
const ignoreSlotReports: SlotErrorReporter = () => undefined;

/** One render pass: the tree as it is with the data the client holds so far. Settles by the deadline. */
function renderPass(
  input: RenderInput,
  remotes: ServerRenderScope,
  client: QueryClient,
  deadline: number,
): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  const tree = sheet.collectStyles(
    <StrictMode>
      <StaticRouter location={input.url}>
        <QueryClientProvider client={client}>
          <ThemeProvider theme={defaultUiTheme}>
            <PageConfigProvider value={{ boot: input.boot, shell: input.shell }}>
              <ServerRenderRemotes value={remotes}>
                <SlotErrorReport value={ignoreSlotReports}>
                  <App />
                </SlotErrorReport>
              </ServerRenderRemotes>
            </PageConfigProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </StaticRouter>
    </StrictMode>,
  );
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      const html = Buffer.concat(chunks).toString('utf8');
      const styles = sheet.getStyleTags();
      sheet.seal();
      resolve({ html, styles });
    });
    let failed = false;
    const stream = renderToPipeableStream(tree, {
      // Every boundary inline, in place: a large one is otherwise sent apart with an inline script to move it,
      // which the page's CSP (no inline scripts) refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Everything, remotes included, or what there is at the deadline: a boundary still waiting then is sent as
      // its fallback, and the browser renders it.
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        failed = true;
        reject(toError(error));
      },
      // A boundary that threw or ran out of time is sent for the browser to render: told, not fatal.
      onError: (error) => {
        if (!(error instanceof Error && error.message === RENDER_IN_BROWSER))
          input.onRenderError(toError(error));
      },
    });
    const timer = setTimeout(
      () => {
        if (failed) return;
        const stuck = giveUpOnLoadingRemotes(input.budgetMs);
        const waiting = stuck.length > 0 ? `; ${stuck.join(', ')} hanging, left to the browser for now` : '';
        stream.abort(new Error(`server render budget spent${waiting}`));
      },
      Math.max(0, deadline - Date.now()),
    );
    sink.on('end', () => clearTimeout(timer));
  });
}

/** Fetches the queries a pass left waiting (waiting-queries.ts) before the next pass, until the deadline. */
async function fetchWaiting(client: QueryClient, deadline: number): Promise<boolean> {
  const waiting = waitingQueries(client);
  if (waiting.length === 0) return false;
  const fetches = Promise.allSettled(waiting.map((q) => q.fetch()));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    fetches,
    new Promise((resolve) => {
      timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
    }),
  ]);
  clearTimeout(timer);
  return true;
}

/**
 * The page's first view on the server: the shell's App with the remotes' server builds at the registry's version
 * (server-remotes.ts), rendered with the data its queries ask for. A pass renders, the queries it created are
 * fetched, and the next pass renders with their answers, until no pass asks for more or the budget is spent.
 */
export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  const deadline = Date.now() + input.budgetMs;
  apiClient.defaults.baseURL = `${input.apiOrigin}/api`;
  // Through this shell's own gateway on the same machine: compressing the answers would only cost both ends CPU.
  apiClient.defaults.headers.common['Accept-Encoding'] = 'identity';
  registerReleasedRemotes(input.released);
  const remotes: ServerRenderScope = {
    renderable: serverRenderable(input.boot.remotes),
    versions: new Map(input.boot.remotes.map((remote) => [remote.name, remote.version])),
  };
  const client = createQueryClient();
  // Server queries run once, with no retries: a failed one is the browser's to ask again.
  client.setDefaultOptions({ queries: { retry: false, refetchInterval: false } });
  let pass = await renderPass(input, remotes, client, deadline);
  for (let round = 0; round < 4 && Date.now() < deadline; round++) {
    if (!(await fetchWaiting(client, deadline))) break;
    pass = await renderPass(input, remotes, client, deadline);
  }
  const queries = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
  client.clear();
  return { ...pass, queries };
}
