import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  bettingAllowed,
  bootRemotes,
  isKnownSitePath,
  isMobileAppUserAgent,
  remoteOrigins,
  viewerCountry,
  type BannerLayoutHint,
  type BootConfig,
} from '@sl/contracts';
import { cacheControlFor, errorBody, type AppInstance } from '@sl/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RegistryRepository } from '../registry/repository';
import { injectBootConfig } from './boot-script';
import { contentSecurityPolicy } from './csp';
import type { ShellPageConfig } from '../../src/boot/shell-config';
import { CONSENT_DEFAULTS_JS, originOf } from './config';
import { injectHeadScripts, injectShellConfig } from './head';

export interface PageOptions {
  distDir: string;
  pageMaxAgeSeconds: number;
  hstsMaxAgeSeconds: number;
  countryHeader: string;
  shell: Omit<ShellPageConfig, 'ukIreland'>;
  /** The live promos for the page's banner space (see banner-hint.ts); none when absent. */
  bannerHint?: () => Promise<BannerLayoutHint>;
  /** The page's HTTP status (see page-status.ts); without it, 404 only for paths outside the route table. */
  pageStatus?: (pathname: string) => Promise<number>;
}

const RESERVED = ['/api/', '/admin/', '/assets/', '/metrics'];

/**
 * The HTML page for every site route, with the registry read at request time: a release manager's change takes
 * effect on the next page load, with no rebuild and no restart.
 */
export async function pageRoutes(app: AppInstance, repo: RegistryRepository, options: PageOptions) {
  const template = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/assets/',
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => void res.setHeader('Cache-Control', cacheControlFor(filePath)),
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
    const [rows, banners, status] = await Promise.all([
      repo.list(),
      options.bannerHint?.() ?? null,
      options.pageStatus?.(pathname) ?? (isKnownSitePath(pathname) ? 200 : 404),
    ]);
    const remotes = bootRemotes(rows, new Date());
    const country = viewerCountry(request.headers, options.countryHeader);
    const boot: BootConfig = {
      remotes,
      // The app's web view: the app's x-app header, or a user agent carrying an app web-view marker.
      webView: request.headers['x-app'] !== undefined || isMobileAppUserAgent(request.headers['user-agent']),
      country,
      generatedAt: new Date().toISOString(),
      banners,
    };
    const origins = remoteOrigins(remotes);
    if (origins.length > 0)
      reply.header('Link', origins.map((o) => `<${o}>; rel=preconnect; crossorigin`).join(', '));
    return (
      reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', `public, max-age=${options.pageMaxAgeSeconds}`)
        // The page differs by the viewer's country and by app web view, so a shared cache must key on them.
        .header('Vary', `${options.countryHeader}, x-app, User-Agent`)
        .header('Strict-Transport-Security', `max-age=${options.hstsMaxAgeSeconds}`)
        .header('Content-Security-Policy', contentSecurityPolicy(origins, scriptOrigins, connectOrigins))
        // Unknown pages still get the page (with its not-found screen), with an honest status.
        .status(status)
        .send(
          injectShellConfig(injectBootConfig(pageTemplate, boot), {
            ...shell,
            // May this viewer see betting content (docs/adr/0005): UK/Ireland, development, or no CDN in front.
            ukIreland: bettingAllowed(country, shell.development),
          }),
        )
    );
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !RESERVED.some((prefix) => pathname.startsWith(prefix));
    if (isPage) return renderPage(request, reply);
    return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${pathname}`));
  });
}
