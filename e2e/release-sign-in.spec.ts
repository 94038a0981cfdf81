import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from '../scripts/src/start/packages';
import { RELEASE_MANAGER, signInReleaseCli } from './support/release-session';
import { DEMO_MEMBERS, expect, test } from './support/site';

const run = promisify(execFile);

// Who and why (issue 20): the release CLI acts as a person the site's identity provider signed in with the
// release-manager role (the device flow, approved in a browser), and the audit names that person and the reason.
test.describe('release managers sign in as themselves', () => {
  test('the CLI signed in through the identity provider acts as the release manager, and the audit names them and why', async ({
    site,
    release,
    releaseSession,
  }) => {
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'shell/server/registry/cli.ts', ...args], {
        cwd: ROOT,
        env: { ...process.env, ...site.env, SL_RELEASE_CREDENTIALS: releaseSession.credentials },
      });
    expect((await cli('whoami')).stdout).toContain(`${RELEASE_MANAGER.email}, release manager`);

    await release('disable', 'promos', '--reason', 'e2e: the banner shows last week’s offer');
    try {
      const audit = await release('audit', '--limit', '1');
      expect(audit).toContain('disable');
      expect(audit).toContain(RELEASE_MANAGER.email);
      expect(audit).toContain('e2e: the banner shows last week’s offer');
    } finally {
      await release('enable', 'promos', '--reason', 'e2e: back on');
    }

    // A change without a reason is refused before it reaches the shell.
    await expect(cli('disable', 'promos')).rejects.toMatchObject({ code: 2 });
    // The admin API itself: no token, or a made-up one, is refused.
    for (const authorization of [undefined, 'Bearer made-up-token']) {
      const response = await fetch(`${site.url}/admin/registry`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
    }
  });

  test('a member without the role who approves the CLI is refused, and nothing is saved', async ({
    browser,
    site,
  }) => {
    const member = await signInReleaseCli(browser, site.env, DEMO_MEMBERS.free);
    expect(member.code).toBe(1);
    expect(member.output).toContain(`${DEMO_MEMBERS.free.email} is not a release manager`);
    expect(() => member.accessToken()).toThrow();
  });
});
