import { memberFrom } from './useMember';

const base = { loggedIn: true, isMigrated: false, idToken: null };

describe('member flags, read defensively', () => {
  it.each([
    [
      'nothing known',
      {},
      { upgradable: false, hideSelfExclude: false, registration: 'part', selfExclusions: [] },
    ],
    [
      'flags on the store user (the shell session)',
      { user: { selfExclusion: ['bet'], sensitiveAudience: false, upgradable: true, registration: 'first' } },
      { upgradable: true, hideSelfExclude: true, registration: 'first', selfExclusions: ['bet'] },
    ],
    [
      'top-level selfExclusion',
      { selfExclusion: ['vegas'] },
      { hideSelfExclude: true, selfExclusions: ['vegas'] },
    ],
    [
      'sensitive audience only',
      { user: { sensitiveAudience: true } },
      { hideSelfExclude: true, selfExclusions: [] },
    ],
  ])('%s', (_label, extra, expected) => {
    expect(memberFrom({ ...base, ...extra })).toMatchObject(expected);
  });

  it('falls back to id token claims', () => {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const idToken = `${b64({})}.${b64({ self_exclusion: ['poker'], upgradable: true })}.x`;
    expect(memberFrom({ ...base, idToken })).toMatchObject({ selfExclusions: ['poker'], upgradable: true });
  });

  it('ignores claims when signed out', () => {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const idToken = `${b64({})}.${b64({ upgradable: true })}.x`;
    expect(memberFrom({ ...base, loggedIn: false, idToken }).upgradable).toBe(false);
  });
});
