import type { Page } from '@playwright/test';
import { seriousViolations } from './support/checks';
import { expect, test } from './support/site';

/** Each site page, its heading and a piece of real content it must show. */
const PAGES = [
  {
    path: '/privacy',
    title: 'Privacy Notice',
    content: (p: Page) => p.getByRole('table', { name: 'Personal data held by Sporting Life' }),
  },
  {
    path: '/cookies-policy',
    title: 'Cookies Policy',
    content: (p: Page) => p.getByRole('table', { name: 'Functional' }),
  },
  {
    path: '/safer-gambling',
    title: 'Safer Gambling',
    content: (p: Page) => p.getByRole('list', { name: 'Support organisations' }),
  },
  {
    path: '/about-us',
    title: 'About Sporting Life',
    content: (p: Page) => p.getByRole('heading', { name: 'How we are funded' }),
  },
  {
    path: '/contact-us',
    title: 'Contact Us',
    content: (p: Page) => p.getByRole('form', { name: 'Contact Sporting Life' }),
  },
  {
    path: '/help',
    title: 'Help Centre',
    content: (p: Page) => p.getByRole('navigation', { name: 'Help topics' }),
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    content: (p: Page) => p.getByRole('heading', { name: '3. Sporting Life Plus' }),
  },
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test.describe(`site pages at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('each page answers 200 with its real content, axe clean', async ({ page, site }) => {
      for (const entry of PAGES) {
        const response = await page.goto(`${site.url}${entry.path}`);
        expect(response?.status(), entry.path).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: entry.title })).toBeVisible();
        await expect(entry.content(page)).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${entry.title}`));
        await expect(page.getByTestId('section-page')).toHaveCount(0);
        expect(await seriousViolations(page), `${entry.path} at ${viewport.name}`).toEqual([]);
      }
      await page.goto(`${site.url}/safer-gambling`);
      const orgs = page.getByRole('list', { name: 'Support organisations' });
      await expect(orgs.getByRole('link', { name: '0808 8020 133' })).toHaveAttribute(
        'href',
        'tel:+448088020133',
      );
      for (const name of ['GamCare', 'BeGambleAware', 'GAMSTOP', 'Gamblers Anonymous UK', 'GamAid'])
        await expect(orgs.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
    });
  });
}

test.describe('site pages: contact form and unknown addresses', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the contact form lists what to fix, then sends', async ({ page, site }) => {
    await page.goto(`${site.url}/contact-us`);
    const form = page.getByRole('form', { name: 'Contact Sporting Life' });
    const send = form.getByRole('button', { name: 'Send message' });
    await form.getByLabel('Your name').fill('Ada Lovelace');
    await form.getByLabel('Email address').fill('ada@example');
    await send.click();
    const alert = form.getByRole('alert');
    await expect(alert).toBeFocused();
    await expect(alert.getByRole('link')).toHaveText([
      'Enter an email address in the correct format, like name@example.com',
      'Choose what your message is about',
      'Enter your message',
    ]);
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('What is it about?').selectOption('Racecards and results');
    await form.getByLabel('Your message').fill('Could the going be shown on every racecard?');
    await expect(send).toHaveAttribute('data-captcha', 'ready', { timeout: 30_000 });
    const stored = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/' && r.request().method() === 'POST',
    );
    await send.click();
    expect((await stored).status()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
      'We will reply to ada@example.com',
    );
  });

  test('an address below a site page, or an unknown one, answers 404 with the not-found page', async ({
    page,
    site,
  }) => {
    const below = await page.goto(`${site.url}/privacy/no-such-part`);
    expect(below?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const unknown = await page.goto(`${site.url}/privacy-notice`);
    expect(unknown?.status()).toBe(404);
  });
});
