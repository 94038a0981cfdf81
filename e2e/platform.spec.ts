import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countReactRenderers, expect, seedSession, test } from './support/site';

// The home page's content slots, one or more from every remote (the quick-link strips sit on every page but show
// only on their sections' paths).
const SLOTS = ['promos/Banners', 'account/AccountWidget', 'racing/RacingHome', 'football/FootballHome'];

test.describe('federated platform', () => {
  test('the home page renders every slot from its own remote', async ({ page, site }) => {
    await page.goto(site.url);
    for (const slot of SLOTS) {
      await expect(page.locator(`main [data-slot="${slot}"]`)).toHaveAttribute('data-slot-state', 'loaded');
    }
    await expect(page.getByTestId('meeting').first()).toBeVisible();
    await expect(page.getByTestId('fixture').first()).toBeVisible();
    await expect(page.locator('main [data-promo]').first()).toBeVisible();
    await expect(
      page.locator('[data-slot="account/AccountWidget"]').getByRole('button', { name: 'Log in' }),
    ).toBeVisible();
  });

  test('one React instance serves the shell and every remote', async ({ page, site }) => {
    await countReactRenderers(page);
    await page.goto(site.url);
    for (const slot of SLOTS) {
      await expect(page.locator(`main [data-slot="${slot}"]`)).toHaveAttribute('data-slot-state', 'loaded');
    }
    await page.getByRole('link', { name: 'Football', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Football', level: 1 })).toBeVisible();
    const renderers = await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
    expect(renderers).toBe(1);
  });

  test('the auth store is one singleton: a remote action is seen by the shell, and the reverse', async ({
    page,
    site,
  }) => {
    await seedSession(page, site.url, 'Ada Lovelace');
    await page.goto(site.url);
    await expect(page.getByTestId('shell-member-name')).toHaveText('Ada Lovelace');
    await expect(page.getByTestId('account-member-name')).toHaveText('Ada Lovelace');

    // Remote to shell: the account remote's Log out empties the shell's header at once.
    await page
      .locator('[data-slot="account/AccountWidget"]')
      .getByRole('button', { name: 'Log out' })
      .click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('oauth_id_token'))).toBeNull();

    // Shell to remote: the shell's Sign out changes the account remote at once.
    await seedSession(page, site.url, 'Grace Hopper');
    await page.goto(site.url);
    await expect(page.getByTestId('account-member-name')).toHaveText('Grace Hopper');
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-out');
  });

  test('release disable promos: the next load shows no promos and never asks the promos origin', async ({
    page,
    site,
    release,
  }) => {
    const promosOrigin = site.origin('promos');
    await release('disable', 'promos');
    try {
      const promosRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(promosOrigin)) promosRequests.push(request.url());
      });
      await page.goto(site.url);
      await expect(page.locator('[data-slot="racing/RacingHome"]')).toHaveAttribute(
        'data-slot-state',
        'loaded',
      );
      await expect(page.locator('main [data-slot="promos/Banners"]')).toHaveAttribute(
        'data-slot-state',
        'unavailable',
      );
      await expect(page.locator('main [data-promo]')).toHaveCount(0);
      expect(promosRequests).toEqual([]);
    } finally {
      await release('enable', 'promos');
    }
    await page.reload();
    await expect(page.locator('main [data-promo]').first()).toBeVisible();
  });

  test('with the promos server down the page still renders and works', async ({ page, site }) => {
    await site.stopService('promos');
    try {
      await page.goto(site.url);
      await expect(page.locator('[data-slot="racing/RacingHome"]')).toHaveAttribute(
        'data-slot-state',
        'loaded',
      );
      await expect(page.locator('main [data-slot="promos/Banners"]')).toHaveAttribute(
        'data-slot-state',
        'unavailable',
      );
      await expect(page.getByTestId('meeting').first()).toBeVisible();
      await page.getByRole('link', { name: 'Racing', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Horse racing' })).toBeVisible();
    } finally {
      await site.startService('promos');
    }
  });

  test('release set racing to a second build takes effect on reload, and rollback restores it', async ({
    page,
    site,
    release,
  }) => {
    await page.goto(`${site.url}/racing`);
    const original = await page
      .locator('[data-slot="racing/RacingApp"] [data-remote="racing"]')
      .getAttribute('data-build');
    expect(original).not.toBe('canary');

    await release(
      'set',
      'racing',
      `${site.origin('racing')}/builds/canary/mf-manifest.json`,
      '--label',
      'canary',
    );
    await page.reload();
    await expect(page.locator('[data-slot="racing/RacingApp"] [data-remote="racing"]')).toHaveAttribute(
      'data-build',
      'canary',
    );
    await expect(page.getByTestId('meeting').first()).toBeVisible();

    const listed = await release('list');
    expect(listed).toMatch(/racing\s+yes\s+canary/);

    await release('rollback', 'racing');
    await page.reload();
    await expect(page.locator('[data-slot="racing/RacingApp"] [data-remote="racing"]')).toHaveAttribute(
      'data-build',
      original ?? '',
    );
  });

  test('a remote whose server hangs costs only its slot, after bounded retries', async ({
    page,
    site,
    release,
  }) => {
    // Accepts connections and never answers: the slowest a remote can be.
    const held: Array<{ destroy(): void }> = [];
    const hanging: Server = createServer((request) => held.push(request.socket));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const port = (hanging.address() as AddressInfo).port;
    await release('set', 'football', `http://127.0.0.1:${port}/mf-manifest.json`, '--label', 'hanging');
    try {
      await page.goto(site.url);
      await expect(page.locator('[data-slot="racing/RacingHome"]')).toHaveAttribute(
        'data-slot-state',
        'loaded',
      );
      await expect(page.getByTestId('meeting').first()).toBeVisible();
      await expect(page.locator('[data-slot="football/FootballHome"]')).toHaveAttribute(
        'data-slot-state',
        'unavailable',
        {
          timeout: 30_000,
        },
      );
      expect(held.length).toBeGreaterThanOrEqual(1);
      expect(held.length).toBeLessThanOrEqual(8);
      await page.getByRole('link', { name: 'Racing', exact: true }).first().click();
      await expect(page).toHaveURL(/\/racing$/);
    } finally {
      await release('rollback', 'football');
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});
