import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import {
  CARD_MESSAGES,
  TEST_MODE_NOTICE,
  type CardFields,
  type PlusMembershipResponse,
  type PlusPlansResponse,
} from '@sl/contracts/plus';
import type { Db } from '@sl/server-kit';
import { testDatabases } from '@sl/server-kit/testing';
import { Browser, authorizeUrl, pkce, signIn } from '../identity/test-flow';
import { startAccountForTest, type AccountApp } from '../identity/test-account';

jest.setTimeout(90_000);

interface Session {
  access: string;
  refresh: string;
  scheme: 'Bearer' | 'Token';
}

const GOOD_CARD: CardFields = {
  name: 'Freddie Free',
  number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
};
const DECLINED_CARD: CardFields = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

describe.each(testDatabases())('Sporting Life Plus on $label', ({ open }) => {
  let db: Db;
  let app: AccountApp;
  let base: string;
  let jwks: ReturnType<typeof createRemoteJWKSet>;

  beforeAll(async () => {
    db = await open();
    ({ app, base } = await startAccountForTest(db));
    jwks = createRemoteJWKSet(new URL(`${base}/openid/v1/jwks`));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const tokenCall = async (body: Record<string, string>) => {
    const response = await fetch(`${base}/openid/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'sl-web', ...body }).toString(),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { access_token: string; id_token: string; refresh_token: string };
  };

  /** Signs in through the provider's own login page, as the shell does. */
  async function signInAs(
    email: string,
    password: string,
    scheme: Session['scheme'] = 'Bearer',
  ): Promise<Session> {
    const callback = `${base}/oauth/sso`;
    const { challenge, verifier } = pkce();
    const { location } = await signIn(
      new Browser(),
      base,
      authorizeUrl(base, callback, challenge),
      email,
      password,
    );
    const code = location?.searchParams.get('code');
    if (!code) throw new Error(`no code: ${location?.href}`);
    const tokens = await tokenCall({
      grant_type: 'authorization_code',
      redirect_uri: callback,
      code_verifier: verifier,
      code,
    });
    return { access: tokens.access_token, refresh: tokens.refresh_token, scheme };
  }

  /**
   * The member's next token refresh, as the shell does it: the verified id token's claims, and what userinfo
   * answers for the new access token (the racing service issues the product token's hasAccess from that).
   */
  async function refresh(
    session: Session,
  ): Promise<{ idToken: JWTPayload; userinfo: Record<string, unknown> }> {
    const tokens = await tokenCall({ grant_type: 'refresh_token', refresh_token: session.refresh });
    session.access = tokens.access_token;
    session.refresh = tokens.refresh_token;
    const { payload } = await jwtVerify(tokens.id_token, jwks, {
      issuer: `${base}/openid`,
      audience: 'sl-web',
    });
    const me = await fetch(`${base}/openid/v1/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);
    return { idToken: payload, userinfo: (await me.json()) as Record<string, unknown> };
  }

  const auth = (s: Session) => ({ authorization: `${s.scheme} ${s.access}` });
  const membership = (s: Session) => fetch(`${base}/api/account/v1/plus/membership`, { headers: auth(s) });
  const join = (s: Session, body: Record<string, unknown>) =>
    fetch(`${base}/api/account/v1/plus/join`, {
      method: 'POST',
      headers: { ...auth(s), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const cancel = (s: Session) =>
    fetch(`${base}/api/account/v1/plus/cancel`, { method: 'POST', headers: auth(s) });
  const joinBody = (card: CardFields = GOOD_CARD, plan = 'monthly', idempotencyKey = randomUUID()) => ({
    plan,
    card,
    idempotencyKey,
  });
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;

  it('lists the plans and says plainly that payments are in test mode', async () => {
    const response = await fetch(`${base}/api/account/v1/plus/plans`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as PlusPlansResponse;
    expect(body.plans.map((p) => [p.id, p.pricePence, p.period])).toEqual([
      ['monthly', 499, 'month'],
      ['annual', 4999, 'year'],
    ]);
    expect(body.payment).toMatchObject({ provider: 'test', mode: 'test', notice: TEST_MODE_NOTICE });
    expect(body.payment.testCards?.map((c) => c.outcome)).toEqual(['approved', 'approved', 'declined']);
  });

  it("answers the shell's page status for Plus addresses", async () => {
    const found = async (path: string) => {
      const response = await fetch(
        `${base}/api/account/v1/plus/page-status?path=${encodeURIComponent(path)}`,
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { found: boolean }).found;
    };
    expect(await found('/sporting-life-plus')).toBe(true);
    expect(await found('/plus/join')).toBe(true);
    expect(await found('/sporting-life-plus/no-such-page')).toBe(false);
    expect((await fetch(`${base}/api/account/v1/plus/page-status`)).status).toBe(400);
  });

  it('answers 401 without a valid access token', async () => {
    expect((await fetch(`${base}/api/account/v1/plus/membership`)).status).toBe(401);
    const forged = { access: 'not-a-token', refresh: '', scheme: 'Bearer' as const };
    expect((await join(forged, joinBody())).status).toBe(401);
    expect((await cancel(forged)).status).toBe(401);
  });

  it('joins, refuses a second join, cancels to the period end, and the next refreshed tokens follow each step', async () => {
    const free = await signInAs('free@example.com', 'free-member-1');
    const before = await refresh(free);
    expect(before.idToken).toMatchObject({ hasAccess: false, premium: false, upgradable: true });
    expect(before.userinfo.premium).toBe(false);

    // Bad input is a 400 with a message; a declined or unknown card is a 402 that stores nothing.
    expect((await join(free, { ...joinBody(), plan: 'weekly' })).status).toBe(400);
    expect((await join(free, { ...joinBody(), idempotencyKey: 'short' })).status).toBe(400);
    const expired = await join(free, joinBody({ ...GOOD_CARD, expiry: '01/20' }));
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toEqual({ code: 'INVALID_CARD_EXPIRY', message: CARD_MESSAGES.expiry });
    const declined = await join(free, joinBody(DECLINED_CARD));
    expect(declined.status).toBe(402);
    expect(await errorOf(declined)).toEqual({ code: 'CARD_DECLINED', message: CARD_MESSAGES.declined });
    const unknown = await join(free, joinBody({ ...GOOD_CARD, number: '4111 1111 1111 1111' }));
    expect(unknown.status).toBe(402);
    expect((await errorOf(unknown)).code).toBe('CARD_NOT_ACCEPTED');
    const none = (await (await membership(free)).json()) as PlusMembershipResponse;
    expect(none).toMatchObject({ hasAccess: false, complimentary: false, subscription: null });

    const key = randomUUID();
    const joined = await join(free, joinBody(GOOD_CARD, 'monthly', key));
    expect(joined.status).toBe(201);
    const member = (await joined.json()) as PlusMembershipResponse;
    expect(member.hasAccess).toBe(true);
    expect(member.payment.mode).toBe('test');
    expect(member.subscription).toMatchObject({
      plan: 'monthly',
      status: 'active',
      pricePence: 499,
      cancelledAt: null,
    });
    const started = new Date(member.subscription!.startedAt);
    const renews = new Date(member.subscription!.currentPeriodEnd);
    expect(renews.getTime() - started.getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(renews.getTime() - started.getTime()).toBeLessThanOrEqual(31 * 86_400_000);

    // The same attempt again (a double click, a retried request) answers the same membership: no second payment.
    const replay = await join(free, joinBody(GOOD_CARD, 'monthly', key));
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as PlusMembershipResponse).subscription?.id).toBe(member.subscription!.id);
    const again = await join(free, joinBody(GOOD_CARD, 'annual'));
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'ALREADY_PLUS' });

    const joinedTokens = await refresh(free);
    expect(joinedTokens.idToken).toMatchObject({ hasAccess: true, premium: true, upgradable: false });
    expect(joinedTokens.userinfo.premium).toBe(true);

    const cancelled = await cancel(free);
    expect(cancelled.status).toBe(200);
    const ending = (await cancelled.json()) as PlusMembershipResponse;
    expect(ending.hasAccess).toBe(true);
    expect(ending.subscription).toMatchObject({
      status: 'cancelled',
      currentPeriodEnd: member.subscription!.currentPeriodEnd,
    });
    expect(ending.subscription?.cancelledAt).toBeTruthy();
    // Cancelling twice answers the same cancellation; joining while paid time is left is still a 409.
    expect(((await (await cancel(free)).json()) as PlusMembershipResponse).subscription?.cancelledAt).toBe(
      ending.subscription?.cancelledAt,
    );
    expect((await join(free, joinBody())).status).toBe(409);
    expect((await refresh(free)).idToken.hasAccess).toBe(true);

    // The paid period runs out: the next refresh takes Plus away and offers the upgrade again.
    await db.query(
      `UPDATE plus_subscriptions SET current_period_end = now() - interval '1 minute' WHERE id = $1`,
      [member.subscription!.id],
    );
    const lapsed = await refresh(free);
    expect(lapsed.idToken).toMatchObject({ hasAccess: false, premium: false, upgradable: true });
    expect(lapsed.userinfo.premium).toBe(false);
    expect(((await (await membership(free)).json()) as PlusMembershipResponse).subscription).toBeNull();
    const nothing = await cancel(free);
    expect(nothing.status).toBe(409);
    expect((await errorOf(nothing)).code).toBe('NOT_A_MEMBER');
  });

  it('renews an active membership whose period has ended, through the provider', async () => {
    const migrated = await signInAs('migrated@example.com', 'migrated-member-1', 'Token');
    const joined = await join(migrated, joinBody({ ...GOOD_CARD, number: '5555555555554444' }, 'annual'));
    expect(joined.status).toBe(201);
    const id = ((await joined.json()) as PlusMembershipResponse).subscription!.id;
    await db.query(
      `UPDATE plus_subscriptions SET current_period_end = now() - interval '1 day' WHERE id = $1`,
      [id],
    );
    const renewed = (await (await membership(migrated)).json()) as PlusMembershipResponse;
    expect(renewed.subscription).toMatchObject({ id, status: 'active', plan: 'annual' });
    const left = new Date(renewed.subscription!.currentPeriodEnd).getTime() - Date.now();
    expect(left).toBeGreaterThan(360 * 86_400_000);
    expect((await refresh(migrated)).idToken.hasAccess).toBe(true);
  });

  it('makes one membership when two joins race', async () => {
    const part = await signInAs('part@example.com', 'part-member-1');
    const statuses = (await Promise.all([join(part, joinBody()), join(part, joinBody())])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM plus_subscriptions s JOIN accounts a ON a.id = s.account_id WHERE a.email = $1`,
      ['part@example.com'],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('leaves complimentary Plus alone: nothing to join or cancel', async () => {
    const plus = await signInAs('plus@example.com', 'plus-member-1');
    const status = (await (await membership(plus)).json()) as PlusMembershipResponse;
    expect(status).toMatchObject({ hasAccess: true, complimentary: true, subscription: null });
    expect((await join(plus, joinBody())).status).toBe(409);
    const cancelled = await cancel(plus);
    expect(cancelled.status).toBe(409);
    expect((await errorOf(cancelled)).code).toBe('COMPLIMENTARY');
  });
});
