import type { Browser, BrowserContext, Page } from 'playwright-core';
import { authScheme, decodeTokenPayload, userReference, type SubscriptionUserReference } from '@sl/contracts';

export const DRILL_MEMBER = { email: 'free@example.com', password: 'free-member-1', name: 'Freddie Free' };

/** Signs in through the provider's page, as a visitor would, from the AMP sign-in route back to `/`. */
export async function signIn(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/amp/?returnUri=/`);
  await page.getByLabel('Email address').fill(DRILL_MEMBER.email);
  await page.getByLabel('Password').fill(DRILL_MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForFunction(
    () => !!sessionStorage.getItem('oauth_id_token') && !location.pathname.startsWith('/oauth/'),
    undefined,
    { timeout: 30_000 },
  );
}

/** A member with a browser tab open on the site, whose session the drill checks after every scenario. */
export class Member {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly siteUrl: string,
  ) {}

  static async open(browser: Browser, siteUrl: string): Promise<Member> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, siteUrl);
    return new Member(context, page, siteUrl);
  }

  /** Reloads the tab as the member would and answers whether the header still shows them signed in. */
  async stillSignedIn(): Promise<boolean> {
    await this.page.goto(this.siteUrl);
    try {
      await this.page.getByTestId('shell-member-name').waitFor({ timeout: 20_000 });
      return true;
    } catch {
      return false;
    }
  }

  /** The session's access token and subscription user reference, for the follow writes of the drill. */
  async credentials(): Promise<{ authorization: string; user: SubscriptionUserReference }> {
    const [access, id, migrated] = await this.page.evaluate(() => [
      sessionStorage.getItem('oauth_access_token'),
      sessionStorage.getItem('oauth_id_token'),
      sessionStorage.getItem('sso_migrated'),
    ]);
    const claims = decodeTokenPayload(id);
    if (!access || !claims || typeof claims.sub !== 'string' || typeof claims.email !== 'string')
      throw new Error('the drill member has no session');
    // Migrated accounts send their token with the other scheme (document 2, section 6), as the site does.
    const scheme = authScheme(claims.migrated === true || migrated === 'true');
    return {
      authorization: `${scheme} ${access}`,
      user: userReference({ sub: claims.sub, email: claims.email }),
    };
  }
}
