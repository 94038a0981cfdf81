import type { Browser } from '@playwright/test';
import { DEMO_MEMBERS, expect, signIn, suppressPromotionPopUp, test } from './support/site';

/** Switches the auth feature as a release manager does (`npm run features -- on|off auth`), over the admin API. */
async function setAuthFeature(origin: string, accessToken: string, enabled: boolean) {
  const res = await fetch(`${origin}/admin/features/auth`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ enabled, reason: `e2e: auth ${enabled ? 'on' : 'off'}` }),
  });
  expect(res.status).toBe(200);
}

/** A new visitor (nothing cached, so the current feature configuration is read). */
async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await suppressPromotionPopUp(page);
  return { page, close: () => context.close() };
}

test.describe('footer member strip and the auth feature', () => {
  test('with the auth feature on, a visitor sees the slogan with Register and Log In, a member Log Out and My Area', async ({
    page,
    site,
  }) => {
    await suppressPromotionPopUp(page);
    await page.goto(site.url);
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByTestId('footer-slogan')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Register for free' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Log Out' })).toHaveCount(0);

    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
    await expect(footer.getByRole('link', { name: 'Log Out' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'My Area' })).toBeVisible();
    await expect(footer.getByTestId('footer-slogan')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Register for free' })).toHaveCount(0);

    await footer.getByRole('link', { name: 'My Area' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await footer.getByRole('link', { name: 'Log Out' }).click();
    await expect(footer.getByTestId('footer-slogan')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('a release manager switches the auth feature off: no slogan or member buttons for visitors or members', async ({
    browser,
    site,
    releaseSession,
  }) => {
    await setAuthFeature(site.url, releaseSession.accessToken(), false);
    try {
      const visitor = await freshPage(browser);
      await visitor.page.goto(site.url);
      const footer = visitor.page.getByTestId('site-footer');
      await expect(footer.getByTestId('safer-gambling')).toBeVisible();
      await expect(footer.getByTestId('footer-member')).toHaveCount(0);
      await expect(footer.getByTestId('footer-slogan')).toHaveCount(0);
      await expect(footer.getByRole('link', { name: 'Log In' })).toHaveCount(0);
      await visitor.close();

      const member = await freshPage(browser);
      await signIn(member.page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
      const memberFooter = member.page.getByTestId('site-footer');
      await expect(memberFooter.getByTestId('safer-gambling')).toBeVisible();
      await expect(memberFooter.getByRole('link', { name: 'Log Out' })).toHaveCount(0);
      await expect(memberFooter.getByRole('link', { name: 'My Area' })).toHaveCount(0);
      await member.close();
    } finally {
      await setAuthFeature(site.url, releaseSession.accessToken(), true);
    }

    const again = await freshPage(browser);
    await again.page.goto(site.url);
    await expect(again.page.getByTestId('site-footer').getByTestId('footer-slogan')).toBeVisible();
    await again.close();
  });
});
