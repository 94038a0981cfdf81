import { signedOutState, type AuthState } from '@sl/contracts';
import { memberFrom } from './useMember';

const member = (over: Partial<AuthState> = {}): AuthState => ({
  ...signedOutState,
  loggedIn: true,
  user: { sub: 'm1', email: 'm@example.com', name: 'Member' },
  ...over,
});
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const tokenWith = (claims: object) => `${b64({ alg: 'none' })}.${b64(claims)}.x`;

describe('what the promos know about the visitor, from the auth store', () => {
  it('a member with no flags: not upgradable, part registration, nothing hidden', () => {
    expect(memberFrom(member())).toMatchObject({
      loggedIn: true,
      upgradable: false,
      registration: 'part',
      selfExclusions: [],
      hideSelfExclude: false,
    });
  });

  it('reads the flags the shell put on the session user', () => {
    const user = {
      sub: 'm1',
      email: 'm@example.com',
      name: 'Member',
      selfExclusion: ['bet'],
      upgradable: true,
      registration: 'first' as const,
    };
    expect(memberFrom(member({ user }))).toMatchObject({
      upgradable: true,
      registration: 'first',
      selfExclusions: ['bet'],
      hideSelfExclude: true,
    });
  });

  it('counts self-exclusion markers from the state and its user, once each', () => {
    const user = { sub: 'm1', email: 'm@example.com', name: 'Member', selfExclusion: ['bet', 'poker'] };
    expect(memberFrom(member({ user, selfExclusion: ['vegas', 'bet'] })).selfExclusions).toEqual([
      'vegas',
      'bet',
      'poker',
    ]);
  });

  it('hides selfExclude items from a sensitive-audience member with no markers', () => {
    const user = { sub: 'm1', email: 'm@example.com', name: 'Member', sensitiveAudience: true };
    expect(memberFrom(member({ user }))).toMatchObject({ selfExclusions: [], hideSelfExclude: true });
  });

  it('takes the partner site from the id token, and nothing of a signed-out visitor’s', () => {
    const idToken = tokenWith({ site: 'poker' });
    expect(memberFrom(member({ idToken })).site).toBe('poker');
    const user = { sub: 'm1', email: 'm@example.com', name: 'Member', upgradable: true };
    const visitor = memberFrom({ ...signedOutState, idToken, user });
    expect(visitor).toMatchObject({ loggedIn: false, upgradable: false, site: undefined });
  });
});
