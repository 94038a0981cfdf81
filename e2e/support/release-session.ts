import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Browser } from '@playwright/test';
import { ROOT } from '../../scripts/src/start/packages';
import { fillProviderLogin } from './provider-login';

/** The demo release manager the account service seeds (mfe-account/README.md), RELEASE_MANAGERS's default. */
export const RELEASE_MANAGER = { email: 'release@example.com', password: 'release-manager-1' } as const;

export interface ReleaseSession {
  /** SL_RELEASE_CREDENTIALS for the release and features CLIs. */
  credentials: string;
  /** The signed-in person's access token, for calling the admin API directly. */
  accessToken(): string;
}

/**
 * Signs the release CLI in as a person, the way a release manager does: `npm run release -- login` prints a link
 * with the device code, the person opens it in a browser, presses Continue, logs in to the site's identity
 * provider, and the CLI (polling) saves the tokens. Answers the CLI's exit and output when it is refused.
 */
export async function signInReleaseCli(
  browser: Browser,
  env: Record<string, string>,
  person: { email: string; password: string } = RELEASE_MANAGER,
): Promise<ReleaseSession & { code: number; output: string }> {
  const credentials = path.join(mkdtempSync(path.join(tmpdir(), 'sl-release-')), 'credentials.json');
  const cli = spawn(process.execPath, ['--import', 'tsx', 'shell/server/registry/cli.ts', 'login'], {
    cwd: ROOT,
    env: { ...process.env, ...env, SL_RELEASE_CREDENTIALS: credentials },
  });
  let output = '';
  cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((resolve) => cli.on('exit', (code) => resolve(code ?? 1)));

  await expect.poll(() => /open (\S+)/.exec(output)?.[1], { timeout: 60_000 }).toBeTruthy();
  const link = /open (\S+)/.exec(output)![1]!;
  const userCode = /the code (\S+)\./.exec(output)?.[1];
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(link);
    // The person checks the code the terminal shows against the one on the page before going on.
    await expect(page.getByText(userCode ?? 'no code printed')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillProviderLogin(page, person.email, person.password);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/signed in the release tool/i);
  } finally {
    await context.close();
  }
  const code = await exited;
  return {
    code,
    output,
    credentials,
    accessToken: () => (JSON.parse(readFileSync(credentials, 'utf8')) as { accessToken: string }).accessToken,
  };
}
