import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverEntryUrl } from '@sl/contracts';
import { HttpError } from '@sl/server-kit';
import type { BrowserCheck } from './browser-check';
import { compileProblem, exposedModuleNames, exposedModulesProblem } from './exposed-modules';

/** What a verified build is recorded with: its remote entry's URL and SRI hash, and its contracts version. */
interface VerifiedBuild {
  remoteEntry: string;
  /** Subresource-integrity form of the remote entry's SHA-384: `sha384-<base64>`. */
  integrity: string;
  contractsVersion: string;
}

/** Checks a build before it goes live; throws a 422 with the reason when it must not. */
export type ReleaseVerifier = (remote: string, manifestUrl: string) => Promise<VerifiedBuild>;

const refused = (remote: string, manifestUrl: string, reason: string) =>
  new HttpError(422, 'RELEASE_REFUSED', `Refused ${remote} ${manifestUrl}: ${reason}`);

/** The @sl/contracts version the shell is built with (the workspace package the shell depends on). */
export function shellContractsVersion(): string {
  const file = path.join(import.meta.dirname, '..', '..', '..', 'shared-contracts', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * The part of a version that breaks compatibility, as npm's caret ranges read it: the major version, or for a
 * 0.x version its minor too (0.1 and 0.2 are as incompatible as 1 and 2).
 */
export function breakingPart(version: string): string | null {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) return null;
  return match[1] === '0' ? `0.${match[2]}` : (match[1] as string);
}

interface ManifestShape {
  name?: unknown;
  metaData?: {
    name?: unknown;
    publicPath?: unknown;
    remoteEntry?: { name?: unknown; path?: unknown };
  };
  shared?: Array<{ name?: unknown; version?: unknown }>;
  exposes?: unknown;
}

/** Where the build's files are: beside the manifest for publicPath "auto", else under the public path. */
function buildBase(manifest: ManifestShape, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  return typeof publicPath === 'string' && publicPath !== 'auto' && publicPath !== ''
    ? new URL(publicPath, manifestUrl).toString()
    : manifestUrl;
}

/** Where the manifest says its remote entry is, under the build's base. */
function remoteEntryUrl(manifest: ManifestShape, manifestUrl: string): string | null {
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || entry.name === '') return null;
  const dir = typeof entry.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/$/, '')}/` : '';
  const base = buildBase(manifest, manifestUrl);
  try {
    return new URL(`${dir}${entry.name}`, base).toString();
  } catch {
    return null;
  }
}

async function fetchWithin(url: string, timeoutMs: number): Promise<Response> {
  // redirect: 'manual' so a build cannot send the check somewhere the browser's CSP would not allow.
  return fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
}

/** Why a fetch failed, in words. Not `instanceof`: fetch's errors may come from another realm (test VMs). */
function why(error: unknown, timeoutMs: number): string {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  if (name === 'TimeoutError' || name === 'AbortError') return `gave no answer within ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  return `could not be fetched (${cause?.code ?? cause?.message ?? message ?? String(error)})`;
}

/**
 * What is wrong with the build's server half (serverEntryUrl), which the shell's server renders pages with: it
 * must answer 200 and compile, as the browser's entry must. Null when it is sound. One that is missing would leave
 * every page's part of this remote to the browser, after a failed load on the server.
 */
async function serverEntryProblem(manifestUrl: string, timeoutMs: number): Promise<string | null> {
  const url = serverEntryUrl(manifestUrl);
  try {
    const response = await fetchWithin(url, timeoutMs);
    if (response.status !== 200) return `${url} answered HTTP ${response.status}, not 200`;
    return compileProblem(await response.text(), url);
  } catch (error) {
    return `${url} ${why(error, timeoutMs)}`;
  }
}

/**
 * The control plane's check of a build before it goes live: the manifest answers 200 and is a module federation
 * manifest for this remote, its remote entry answers 200 and compiles (hashed for the record), and so does its server half, the @sl/contracts
 * version it was built with is compatible with the shell's, and every exposed module's files answer 200 and compile
 * (exposed-modules.ts). Nothing of the build is run in the control plane. With a `browserCheck`
 * (RELEASE_CHECK_BROWSER), every exposed module is then loaded in headless Chromium inside the site's own page
 * (browser-check.ts): one that throws when loaded, or has no component, is refused too. Failures that only show
 * while rendering with a visitor's data are the rollout guard's and the page's fallback's to catch.
 */
export function releaseVerifier(
  options: { timeoutMs?: number; contractsVersion?: string; browserCheck?: BrowserCheck } = {},
): ReleaseVerifier {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const shellContracts = options.contractsVersion ?? shellContractsVersion();
  return async (remote, manifestUrl) => {
    const refuse = (reason: string) => refused(remote, manifestUrl, reason);
    let manifest: ManifestShape;
    try {
      const response = await fetchWithin(manifestUrl, timeoutMs);
      if (response.status !== 200) throw refuse(`the manifest answered HTTP ${response.status}, not 200`);
      manifest = (await response.json()) as ManifestShape;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if ((error as { name?: string } | null)?.name === 'SyntaxError')
        throw refuse('the manifest is not JSON');
      throw refuse(`the manifest ${why(error, timeoutMs)}`);
    }
    if (typeof manifest !== 'object' || manifest === null || !manifest.metaData)
      throw refuse('not a module federation manifest (no metaData)');
    if (manifest.name !== remote || manifest.metaData.name !== remote)
      throw refuse(`the manifest is for "${String(manifest.name)}", not the ${remote} remote`);
    const entryUrl = remoteEntryUrl(manifest, manifestUrl);
    if (!entryUrl) throw refuse('the manifest names no remote entry (metaData.remoteEntry)');

    const contracts = Array.isArray(manifest.shared)
      ? manifest.shared.find((s) => s.name === '@sl/contracts')
      : undefined;
    if (typeof contracts?.version !== 'string')
      throw refuse('the build declares no @sl/contracts version (shared "@sl/contracts")');
    const theirs = breakingPart(contracts.version);
    if (theirs === null || theirs !== breakingPart(shellContracts))
      throw refuse(
        `built with @sl/contracts ${contracts.version}, incompatible with the shell's ${shellContracts}`,
      );

    let body: ArrayBuffer;
    try {
      const response = await fetchWithin(entryUrl, timeoutMs);
      if (response.status !== 200)
        throw refuse(`its remote entry ${entryUrl} answered HTTP ${response.status}, not 200`);
      body = await response.arrayBuffer();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw refuse(`its remote entry ${entryUrl} ${why(error, timeoutMs)}`);
    }
    const unparsable = compileProblem(Buffer.from(body).toString('utf8'), entryUrl);
    if (unparsable) throw refuse(`its remote entry ${unparsable}`);
    const serverHalf = await serverEntryProblem(manifestUrl, timeoutMs);
    if (serverHalf) throw refuse(`its server build ${serverHalf}`);
    const modules = await exposedModulesProblem(
      manifest,
      buildBase(manifest, manifestUrl),
      (url) => fetchWithin(url, timeoutMs),
      (error) => why(error, timeoutMs),
    );
    if (modules) throw refuse(`an exposed module cannot load: ${modules}`);
    if (options.browserCheck) {
      let problem: string | null;
      try {
        problem = await options.browserCheck({
          scope: remote,
          manifestUrl,
          modules: exposedModuleNames(manifest),
        });
      } catch (error) {
        // The control plane's browser, not the build: nothing is refused for it, and nothing goes live either.
        throw new HttpError(
          503,
          'RELEASE_CHECK_UNAVAILABLE',
          `The release check's browser could not run (${(error as Error).message.split('\n')[0]}); try again, or --skip-verify with a reason`,
        );
      }
      if (problem) throw refuse(`an exposed module failed in a browser: ${problem}`);
    }
    const integrity = `sha384-${createHash('sha384').update(Buffer.from(body)).digest('base64')}`;
    return { remoteEntry: entryUrl, integrity, contractsVersion: contracts.version };
  };
}
