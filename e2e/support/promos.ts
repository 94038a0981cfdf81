import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { axe } from './checks';
import { ROOT } from '../../scripts/src/start/packages';

const run = promisify(execFile);

/** Runs `npm run promos -- <args>` against the test site, as a release manager would. */
export async function promos(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'promos', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  return stdout;
}

/** Serious and critical axe violations inside everything the promos remote drew. */
export async function promoViolations(page: Page): Promise<string[]> {
  const results = await axe(page).include('[data-remote="promos"]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
