import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  bettingAllowed,
  bootRemotes,
  bootSections,
  registeredSectionAt,
  rolloutShare,
  isKnownSitePath,
  isMobileAppUserAgent,
  remoteOrigins,
  viewerCountry,
  type BannerLayoutHint,
  type BootConfig,
  type RegistryRow,
} from '@sl/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorBody, staticFileHeaders } from '@sl/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RegistryRepository } from '../registry/repository';
import type { RolloutHealth } from '../registry/rollout-health';
import { injectBootConfig } from './boot-script';
import { contentSecurityPolicy } from './csp';
import { injectStyleNonce, newStyleNonce } from './style-nonce';
import type { ShellPageConfig } from '../../src/boot/shell-config';
import { CONSENT_DEFAULTS_JS, originOf } from './config';
import { injectHeadScripts, injectShellConfig } from './head';
import { injectPageHead, pageHead } from './page-head';
import type { PageInfo } from './page-status';
import { visitorId } from './visitor-id';
import { splitAtRoot, withServerRender, type ServerRender } from './server-render';
import { pageEncoding, pageWriter } from './streamed-page';
import { serverRenderedPath } from './server-render-options';

export interface PageOptions {
  repo: RegistryRepository;
  distDir: string;
  pageMaxAgeSeconds: number;
  hstsMaxAgeSeconds: number;
  countryHeader: string;
  shell: Omit<ShellPageConfig, 'ukIreland'>;
  /** The live promos for the page's banner space (see banner-hint.ts); none when absent. */
  bannerHint?: () => Promise<BannerLayoutHint>;
  /**
   * The page's HTTP status and head (title, description, structured data) from the section that owns it (see
   * page-status.ts); without it, 404 only for paths outside the route table and the shell's default head.
   */
  pageInfo?: (pathname: string) => Promise<PageInfo>;
  /** The site's public origin, for canonical links and structured data. */
  siteOrigin: string;
  /** The clock rollout shares are read with; the system clock if absent. */
  now?: () => Date;
  /** Counts the pages served per remote and version, for the rollout guard's failure rate. */
  rolloutHealth?: RolloutHealth;
  /**
   * Renders the page's first view on the server (the shell's server build, with the remotes' server builds);
   * without it the browser renders everything.
   */
  serverRender?: {
    render: ServerRender;
    /** The origin the server's own API calls go to: this shell's gateway. */
    apiOrigin: string;
    /** The most a render may add to a page's answer; what is not ready by then the browser renders. */
    budgetMs: number;
  };
}

const RESERVED = ['/api/', '/admin/', '/assets/', '/metrics'];

/**
 * The HTML page for every site route, with the registry read at request time: a release manager's change takes
 * effect on the next page load, with no rebuild and no restart. Its not-found handler is the site's, as the
 * plugin is registered without a prefix.
 */
export const pageRoutes: FastifyPluginAsyncTypebox<PageOptions> = async (app, options) => {
  const { repo } = options;
  const template = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/assets/',
    preCompressed: true,
    index: false,
    cacheControl: false,
    // Hashed chunks immutable in every encoding, main.js revalidated, text varying on accept-encoding.
    setHeaders: staticFileHeaders,
  });

  const shell = options.shell;
  const thirdParty = [shell.consentScriptUrl, shell.tagManagerScriptUrl].filter(Boolean);
  const scriptOrigins = thirdParty.map(originOf).filter((o): o is string => Boolean(o));
  const reportOrigin = originOf(shell.errorReportUrl.startsWith('/') ? '' : shell.errorReportUrl);
  const connectOrigins = [...scriptOrigins, ...(reportOrigin ? [reportOrigin] : [])];
  const headScripts = [...(thirdParty.length > 0 ? ['/consent-defaults.js'] : []), ...thirdParty];
  const pageTemplate = injectHeadScripts(template, headScripts);

  app.get('/consent-defaults.js', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(CONSENT_DEFAULTS_JS),
  );

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const [rows, banners, sectionInfo]: [RegistryRow[], BannerLayoutHint | null, PageInfo] =
      await Promise.all([
        repo.listForPages((err) =>
          request.log.warn({ err }, 'registry unreadable: page served from the last read'),
        ),
        options.bannerHint?.() ?? null,
        options.pageInfo?.(pathname) ?? { status: isKnownSitePath(pathname) ? 200 : 404, head: null },
      ]);
    // A runtime-registered remote's section is a page while the remote is on, and not found while it is off, as
    // its API is (the gateway); the built-in sections' service knows nothing of it.
    const registered = registeredSectionAt(rows, pathname);
    const info: PageInfo = registered
      ? { status: registered.row.enabled ? 200 : 404, head: null }
      : sectionInfo;
    const now = options.now?.() ?? new Date();
    const visitor = visitorId(request);
    const remotes = bootRemotes(rows, now, visitor.id);
    // A HEAD is no page a browser renders: it neither counts nor fails.
    if (options.rolloutHealth && request.method === 'GET')
      for (const remote of remotes) {
        const row = rows.find((r) => r.name === remote.name);
        if (row) options.rolloutHealth.countPage(row, remote.version);
      }
    // A page that differs per visitor (a rollout running) or hands out a visitor id must not sit in a shared cache.
    const perVisitor =
      visitor.setCookie !== null ||
      rows.some((row) => row.enabled && rolloutShare(row.rolloutPlan, row.rolloutStartedAt, now) > 0);
    if (visitor.setCookie) reply.header('Set-Cookie', visitor.setCookie);
    const country = viewerCountry(request.headers, options.countryHeader);
    const boot: BootConfig = {
      remotes,
      // The app's web view: the app's x-app header, or a user agent carrying an app web-view marker.
      webView: request.headers['x-app'] !== undefined || isMobileAppUserAgent(request.headers['user-agent']),
      country,
      generatedAt: now.toISOString(),
      banners,
      sections: bootSections(rows),
    };
    const shellConfig = {
      ...shell,
      // May this viewer see betting content (docs/adr/0005): UK/Ireland, development, or no CDN in front.
      ukIreland: bettingAllowed(country, shell.development),
    };
    const page = injectPageHead(
      injectShellConfig(injectBootConfig(pageTemplate, boot), shellConfig),
      pageHead(pathname, info.head, options.siteOrigin, info.status),
    );
    const origins = remoteOrigins(remotes);
    const nonce = newStyleNonce();
    if (origins.length > 0)
      reply.header('Link', origins.map((o) => `<${o}>; rel=preconnect; crossorigin`).join(', '));
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', `${perVisitor ? 'private' : 'public'}, max-age=${options.pageMaxAgeSeconds}`)
      // The page differs by the viewer's country and by app web view, so a shared cache must key on them.
      .header('Vary', `${options.countryHeader}, x-app, User-Agent`)
      .header('Strict-Transport-Security', `max-age=${options.hstsMaxAgeSeconds}`)
      .header(
        'Content-Security-Policy',
        contentSecurityPolicy(
          remoteOrigins(remotes, { fallbacks: true }),
          scriptOrigins,
          connectOrigins,
          nonce,
        ),
      )
      // Unknown pages still get the page (with its not-found screen), with an honest status.
      .status(info.status);
    const serverRender = options.serverRender;
    if (!serverRender || request.method !== 'GET' || !serverRenderedPath(pathname))
      return reply.send(injectStyleNonce(page, nonce));
    // Streamed: the head (its scripts, deferred) goes out at once, so the browser fetches them while the server
    // renders; the rest follows when the render is done or its budget spent.
    const { opening, closing } = splitAtRoot(page);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const writer = pageWriter(encoding);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    writer.body.on('error', (err) => request.log.debug({ err }, 'page answer cut short'));
    writer.write(injectStyleNonce(opening, nonce));
    void serverRender
      .render({
        url: request.url,
        boot,
        released: bootRemotes(rows, now),
        shell: shellConfig,
        apiOrigin: serverRender.apiOrigin,
        budgetMs: serverRender.budgetMs,
        onRenderError: (err) =>
          request.log.warn({ err }, 'part of the page not rendered on the server: the browser renders it'),
      })
      .then(
        (output) => withServerRender(closing, output),
        (err: unknown) => {
          request.log.error({ err }, 'server render failed: the page is rendered in the browser');
          return closing;
        },
      )
      .then((rest) => writer.end(injectStyleNonce(rest, nonce)));
    return reply.send(writer.body);
  };

  const isPagePath = (pathname: string) => !RESERVED.some((prefix) => pathname.startsWith(prefix));

  // Every other GET is a page, answered by a route rather than only the not-found handler: route hooks apply to
  // routes alone, and compression is one of those (a not-found handler's answer went out uncompressed).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) =>
      isPagePath(request.url.split('?')[0] ?? '/') ? renderPage(request, reply) : reply.callNotFound(),
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && isPagePath(pathname);
    if (isPage) return renderPage(request, reply);
    return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${pathname}`));
  });
};
