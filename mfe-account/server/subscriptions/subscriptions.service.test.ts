import { jest } from '@jest/globals';
import type { Db } from '@sl/server-kit';
import { testDatabases } from '@sl/server-kit/testing';
import {
  userReference,
  type Subscription,
  type SubscriptionItem,
  type SubscriptionListResponse,
  type SubscriptionType,
} from '@sl/contracts';
import { accessTokenFor } from './test-tokens';
import { startAccountForTest, type AccountApp } from '../identity/test-account';

jest.setTimeout(120_000);

const ALL: SubscriptionType[] = ['HORSE', 'JOCKEY', 'TRAINER', 'RACE', 'FOOTBALL_MATCH'];

interface Member {
  sub: string;
  email: string;
  token: string;
  scheme: 'Bearer' | 'Token';
}

describe.each(testDatabases())('subscriptions on $label', ({ open }) => {
  let db: Db;
  let app: AccountApp;
  let base: string;
  let free: Member;
  let plus: Member;
  let migrated: Member;

  async function member(email: string, password: string, scheme: Member['scheme']): Promise<Member> {
    const token = await accessTokenFor(base, email, password);
    const rows = await db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
    return { sub: rows[0]!.id, email, token, scheme };
  }

  beforeAll(async () => {
    db = await open();
    ({ app, base } = await startAccountForTest(db));
    free = await member('free@example.com', 'free-member-1', 'Bearer');
    plus = await member('plus@example.com', 'plus-member-1', 'Bearer');
    migrated = await member('migrated@example.com', 'migrated-member-1', 'Token');
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const auth = (m: Member) => ({ authorization: `${m.scheme} ${m.token}` });
  const json = { 'content-type': 'application/json' };

  const search = (m: Member, headers: Record<string, string> = auth(m), filter = ALL) =>
    fetch(`${base}/api/subscription/search`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify({ user: userReference(m), filter }),
    });
  const follow = (m: Member, items: SubscriptionItem[], user: unknown = userReference(m)) =>
    fetch(`${base}/api/subscription`, {
      method: 'POST',
      headers: { ...json, ...auth(m) },
      body: JSON.stringify({ user, subscription: items }),
    });
  const unfollow = (m: Member, id: string, headers: Record<string, string> = auth(m)) =>
    fetch(`${base}/api/subscription/${id}`, { method: 'DELETE', headers });
  const list = async (m: Member): Promise<Subscription[]> => {
    const response = await search(m);
    expect(response.status).toBe(200);
    return ((await response.json()) as SubscriptionListResponse).subscription;
  };
  const horse = (id: string, name = `Horse ${id}`): SubscriptionItem => ({
    subscription_id: id,
    subscription_type: 'HORSE',
    display_text: name,
  });

  describe('authorisation', () => {
    it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Basic abc' },
        { authorization: 'Bearer not-a-real-token' },
      ];
      for (const headers of attempts) {
        const response = await search(free, headers);
        expect(response.status).toBe(401);
        const body = (await response.json()) as { error: { code: string; message: string } };
        expect(body.error.message.length).toBeGreaterThan(0);
      }
      expect((await unfollow(free, 'x', {})).status).toBe(401);
    });

    it('answers 401 without a token even when the body is bad', async () => {
      const response = await fetch(`${base}/api/subscription`, { method: 'POST', headers: json, body: '{}' });
      expect(response.status).toBe(401);
    });

    it('answers 401 for an expired token', async () => {
      const token = await accessTokenFor(base, 'part@example.com', 'part-member-1');
      const rows = await db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
        'part@example.com',
      ]);
      const part: Member = { sub: rows[0]!.id, email: 'part@example.com', token, scheme: 'Bearer' };
      expect((await search(part)).status).toBe(200);
      const past = Math.floor(Date.now() / 1000) - 60;
      await db.query(
        `UPDATE oidc_payloads SET payload = jsonb_set(payload, '{exp}', to_jsonb($2::int))
         WHERE model = 'AccessToken' AND id = $1`,
        [token, past],
      );
      const response = await search(part);
      expect(response.status).toBe(401);
    });

    it('refuses the wrong scheme for the account: Token for migrated members, Bearer for the others', async () => {
      expect((await search(free, { authorization: `Token ${free.token}` })).status).toBe(401);
      expect((await search(migrated, { authorization: `Bearer ${migrated.token}` })).status).toBe(401);
      const wrong = (await (
        await search(migrated, { authorization: `Bearer ${migrated.token}` })
      ).json()) as {
        error: { code: string };
      };
      expect(wrong.error.code).toBe('WRONG_SCHEME');
      expect((await search(migrated)).status).toBe(200);
      expect((await search(free)).status).toBe(200);
    });

    it("answers 403 for a body naming another member and for deleting another member's follow", async () => {
      expect((await follow(free, [horse('100000000001')], userReference(plus))).status).toBe(403);
      const saved = (await (await follow(plus, [horse('100000000002')])).json()) as SubscriptionListResponse;
      const id = saved.subscription[0]!.server_subscription_id;
      const response = await unfollow(free, id);
      expect(response.status).toBe(403);
      expect((await list(plus)).map((s) => s.server_subscription_id)).toContain(id);
      expect((await unfollow(plus, id)).status).toBe(204);
      expect((await unfollow(plus, id)).status).toBe(404);
    });

    it('requires the role PUNTER', async () => {
      const response = await follow(free, [horse('100000000003')], {
        ...userReference(free),
        roles: ['GUEST'],
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/PUNTER/);
    });
  });

  describe('bodies', () => {
    it.each([
      ['no filter', { filter: [] }],
      ['an unknown type', { filter: ['DOG'] }],
      ['an extra key', { filter: ['HORSE'], extra: 1 }],
    ])('search refuses %s with 400 and a message', async (_label, patch) => {
      const response = await fetch(`${base}/api/subscription/search`, {
        method: 'POST',
        headers: { ...json, ...auth(free) },
        body: JSON.stringify({ user: userReference(free), ...patch }),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toBeTruthy();
    });

    it.each([
      ['an empty list', []],
      ['an empty id', [{ subscription_id: '', subscription_type: 'HORSE', display_text: 'X' }]],
      [
        'an over-long name',
        [{ subscription_id: '1', subscription_type: 'HORSE', display_text: 'x'.repeat(201) }],
      ],
      ['too many items', Array.from({ length: 51 }, (_, i) => horse(String(i)))],
    ])('follow refuses %s with 400', async (_label, items) => {
      const response = await follow(free, items as SubscriptionItem[]);
      expect(response.status).toBe(400);
    });

    it('refuses malformed JSON and an oversized body without a 500', async () => {
      const bad = await fetch(`${base}/api/subscription`, {
        method: 'POST',
        headers: { ...json, ...auth(free) },
        body: '{"user":',
      });
      expect(bad.status).toBe(400);
      const big = await fetch(`${base}/api/subscription`, {
        method: 'POST',
        headers: { ...json, ...auth(free) },
        body: JSON.stringify({ user: userReference(free), subscription: [horse('1', 'x'.repeat(40_000))] }),
      });
      expect(big.status).toBe(413);
    });
  });

  describe('follows', () => {
    it('stores follows of every type, filters by type and keeps one row when following twice', async () => {
      const items: SubscriptionItem[] = [
        horse('200000000001', 'Galopin Des Champs'),
        { subscription_id: '300000000001', subscription_type: 'JOCKEY', display_text: 'P Townend' },
        { subscription_id: '400000000001', subscription_type: 'TRAINER', display_text: 'W P Mullins' },
        { subscription_id: '987654', subscription_type: 'RACE', display_text: '13:30 Cheltenham' },
        { subscription_id: '5551', subscription_type: 'FOOTBALL_MATCH', display_text: 'Arsenal v Chelsea' },
      ];
      const first = (await (await follow(migrated, items)).json()) as SubscriptionListResponse;
      expect(first.subscription).toHaveLength(5);
      const again = (await (
        await follow(migrated, [horse('200000000001', 'Galopin Des Champs (IRE)')])
      ).json()) as SubscriptionListResponse;
      expect(again.subscription[0]!.server_subscription_id).toBe(
        first.subscription[0]!.server_subscription_id,
      );
      const all = await list(migrated);
      expect(all).toHaveLength(5);
      expect(all.find((s) => s.subscription_type === 'HORSE')?.display_text).toBe('Galopin Des Champs (IRE)');
      const horses = (await (
        await search(migrated, auth(migrated), ['HORSE', 'RACE'])
      ).json()) as SubscriptionListResponse;
      expect(horses.subscription.map((s) => s.subscription_type).sort()).toEqual(['HORSE', 'RACE']);
      // Another member sees none of them.
      expect(await list(plus)).toEqual([]);
    });

    it('a burst of 30 parallel follows of the same horse leaves one row and one server id', async () => {
      const responses = await Promise.all(
        Array.from({ length: 30 }, () => follow(free, [horse('500000000001', 'Constitution Hill')])),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(30).fill(200));
      const ids = new Set(
        await Promise.all(
          responses.map(
            async (r) =>
              ((await r.json()) as SubscriptionListResponse).subscription[0]!.server_subscription_id,
          ),
        ),
      );
      expect(ids.size).toBe(1);
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM subscriptions WHERE subscription_id = '500000000001'`,
      );
      expect(rows[0]!.n).toBe(1);
    });

    it('30 concurrent follows and unfollows of different items lose nothing and duplicate nothing', async () => {
      const toDrop = (await (
        await follow(
          free,
          Array.from({ length: 15 }, (_, i) => horse(`6000000000${10 + i}`)),
        )
      ).json()) as SubscriptionListResponse;
      const before = new Set((await list(free)).map((s) => s.subscription_id));
      const adds = Array.from({ length: 15 }, (_, i) => follow(free, [horse(`7000000000${10 + i}`)]));
      const drops = toDrop.subscription.map((s) => unfollow(free, s.server_subscription_id));
      const statuses = (await Promise.all([...adds, ...drops])).map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(15);
      expect(statuses.filter((s) => s === 204)).toHaveLength(15);
      const after = (await list(free)).map((s) => s.subscription_id);
      expect(new Set(after).size).toBe(after.length);
      const expected = [...before]
        .filter((id) => !id.startsWith('6000000000'))
        .concat(Array.from({ length: 15 }, (_, i) => `7000000000${10 + i}`));
      expect(after.sort()).toEqual(expected.sort());
    });
  });
});
