import { seriousViolations } from './support/checks';
import { RELEASE_MANAGER } from './support/release-session';
import { DEMO_MEMBERS, expect, signIn, test } from './support/site';

const racingBuild = (page: import('@playwright/test').Page) =>
  page.locator('[data-slot="racing/RacingApp"] [data-remote="racing"]');

// The release console (issue 20): what the release CLI does, in a browser, through the same admin API, as the
// release manager signed in to the site.
test.describe('the release console', () => {
  test('a release manager releases a build, is refused a broken one, and rolls back to an earlier version; the audit names them and why', async ({
    page,
    site,
    release,
  }) => {
    // Each checked release loads the build's exposed modules in headless Chromium on the server first.
    test.slow();
    await page.goto(`${site.url}/racing`);
    const original = (await racingBuild(page).getAttribute('data-build')) ?? '';
    const liveBefore = /^racing\s+yes\s+(\S+)/m.exec(await release('list'))?.[1] ?? '';
    expect(liveBefore).not.toBe('');

    await signIn(page, site.url, RELEASE_MANAGER.email, RELEASE_MANAGER.password, '/release-console');
    await expect(page.getByRole('heading', { level: 1, name: 'Release console' })).toBeVisible();
    const regions = page.locator('main section[data-testid^="remote-"]');
    await expect(regions).toHaveCount(4);
    expect(await regions.evaluateAll((all) => all.map((s) => s.getAttribute('data-testid')))).toEqual([
      'remote-racing',
      'remote-football',
      'remote-promos',
      'remote-account',
    ]);
    const racing = page.getByTestId('remote-racing');
    await expect(racing.getByTestId('live-racing')).toHaveText(liveBefore);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // A build whose manifest is not there is refused with the reason, and nothing changes.
    await racing.getByText('Release a new build of racing').click();
    const form = racing.getByRole('form', { name: 'Release a build of racing' });
    await form.getByLabel('Manifest URL').fill(`${site.origin('racing')}/builds/missing/mf-manifest.json`);
    await form.getByLabel('To everyone now').check();
    await form.getByLabel('Reason (required)').fill('e2e: a build that was never uploaded');
    await form.getByRole('button', { name: 'Check and release' }).click();
    await expect(form.getByRole('alert')).toContainText('404');
    await expect(racing.getByTestId('live-racing')).toHaveText(liveBefore);

    // A real second build goes live for everyone, checked first.
    await form.getByLabel('Manifest URL').fill(`${site.origin('racing')}/builds/canary/mf-manifest.json`);
    await form.getByLabel('Version label (optional)').fill('console-canary');
    await form.getByLabel('Reason (required)').fill('e2e: the canary from the console');
    await form.getByRole('button', { name: 'Check and release' }).click();
    // The check loads each of racing's exposed modules in headless Chromium first: seconds, not milliseconds.
    await expect(
      page.getByRole('status').filter({ hasText: 'racing: console-canary is live for everyone.' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(racing.getByTestId('live-racing')).toHaveText('console-canary');
    expect(await release('list')).toMatch(/^racing\s+yes\s+console-canary\s/m);

    const visitor = await page.context().browser()!.newPage();
    try {
      await visitor.goto(`${site.url}/racing`);
      await expect(racingBuild(visitor)).toHaveAttribute('data-build', 'canary');
    } finally {
      await visitor.close();
    }
    // The page the visitor was served is counted for the new version's hour.
    await page.reload();
    await expect(racing.getByTestId('rates-console-canary')).toContainText(
      'Failure rate of console-canary, last hour',
    );

    // One click on an earlier version in the history, a reason, and it is live again.
    await racing
      .getByRole('button', { name: `Roll back to ${liveBefore} (racing)` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Roll racing back to ${liveBefore}?` });
    await expect(dialog.getByLabel('Reason (required)')).toBeFocused();
    expect(await seriousViolations(page, '[data-testid="release-dialog"]')).toEqual([]);
    await dialog.getByLabel('Reason (required)').fill('e2e: back from the console');
    await dialog.getByRole('button', { name: `Roll back to ${liveBefore}` }).click();
    await expect(dialog).toBeHidden();
    await expect(racing.getByTestId('live-racing')).toHaveText(liveBefore);

    const audit = page.getByRole('table', { name: 'Latest changes, newest first' });
    const latest = audit.getByRole('row').nth(1);
    await expect(latest).toContainText('rollback');
    await expect(latest).toContainText(RELEASE_MANAGER.email);
    await expect(latest).toContainText('e2e: back from the console');
    // The CLI reads the same audit through the same API.
    expect(await release('audit', '--limit', '2')).toMatch(
      /rollback\s+release@example\.com[\s\S]*e2e: back from the console/,
    );

    await page.goto(`${site.url}/racing`);
    await expect(racingBuild(page)).toHaveAttribute('data-build', original);
  });

  test('a member without the release-manager role is told so, and sees nothing of the registry', async ({
    page,
    site,
  }) => {
    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password, '/release-console');
    await expect(page.getByText(`${DEMO_MEMBERS.free.email} is not a release manager`)).toBeVisible();
    await expect(page.locator('section[data-testid^="remote-"]')).toHaveCount(0);
  });

  test('a signed-out visitor is asked to sign in, and the page is a 200 kept from crawlers', async ({
    page,
    site,
  }) => {
    const response = await page.goto(`${site.url}/release-console`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Sign in' }).last()).toBeVisible();
    expect((await fetch(`${site.url}/release-console/anything`)).status).toBe(404);
    expect(await (await fetch(`${site.url}/robots.txt`)).text()).toContain('Disallow: /release-console');
  });
});
