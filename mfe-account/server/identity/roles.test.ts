import { releaseManagersFrom, rolesFor } from './roles';

describe('release managers', () => {
  it('reads RELEASE_MANAGERS as a comma list of emails in any case, and matches emails in any case', () => {
    const list = releaseManagersFrom(' Rita@Example.com, ,ops@example.org ', false);
    expect(list).toEqual(['rita@example.com', 'ops@example.org']);
    expect(rolesFor('RITA@example.COM', list)).toEqual(['release-manager']);
    expect(rolesFor('free@example.com', list)).toEqual([]);
  });

  it('names the demo release manager by default only where the demo members are seeded', () => {
    expect(releaseManagersFrom(undefined, true)).toEqual(['release@example.com']);
    expect(releaseManagersFrom(undefined, false)).toEqual([]);
    // Set but empty names no one, seeded or not.
    expect(releaseManagersFrom('', true)).toEqual([]);
  });
});
