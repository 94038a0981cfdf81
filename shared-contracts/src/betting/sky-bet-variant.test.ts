import { SKY_BET_V2_STORAGE_KEY, usesSkyBetV2 } from './sky-bet-variant';

const storage = (entries: Record<string, string>) => () => ({
  getItem: (key: string) => entries[key] ?? null,
});
const none = storage({});

describe('which Sky Bet variant a viewer gets (document 2, section 6)', () => {
  it('a migrated member gets V2 without any flag', () => {
    expect(usesSkyBetV2(true, none, none)).toBe(true);
  });
  it('anyone with the flag set to true in session or local storage gets V2', () => {
    const flagged = storage({ [SKY_BET_V2_STORAGE_KEY]: 'true' });
    expect(usesSkyBetV2(false, flagged, none)).toBe(true);
    expect(usesSkyBetV2(false, none, flagged)).toBe(true);
  });
  it('others get the classic link, whatever else the flag holds', () => {
    expect(usesSkyBetV2(false, none, none)).toBe(false);
    expect(usesSkyBetV2(false, storage({ [SKY_BET_V2_STORAGE_KEY]: '1' }), storage({ other: 'true' }))).toBe(
      false,
    );
  });
  it('a browser that refuses storage has no flag', () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(usesSkyBetV2(false, refused, () => null)).toBe(false);
  });
});
