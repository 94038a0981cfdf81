import {
  BOOKMAKER_IDS,
  DEVICE,
  betfairLink,
  bookmakerLink,
  canLinkTo,
  SKY_BET_CAMPAIGNS,
  paddyPowerLink,
  skyBetLink,
  skyBetMatchLink,
  skyBetV2Link,
  unlinkableCount,
  withArtificialSkyBetOdds,
  type BookmakerOdds,
} from './bookmakers';

const params = (url: string) => new URL(url).searchParams;

describe('bookmaker link builders', () => {
  it('Betfair carries pid 5148236 and bid 9810 on mobile, 9809 on desktop, with the selection', () => {
    const mobile = betfairLink('1.234', '555', DEVICE.mobile) ?? '';
    expect(params(mobile).get('pid')).toBe('5148236');
    expect(params(mobile).get('bid')).toBe('9810');
    expect(params(mobile).get('redirecturl')).toContain('selectionId=555');
    expect(params(betfairLink('1.234', '555', DEVICE.desktop) ?? '').get('bid')).toBe('9809');
  });
  it('Paddy Power carries pid 13991179 and bid 7049', () => {
    const url = paddyPowerLink('777') ?? '';
    expect(params(url).get('pid')).toBe('13991179');
    expect(params(url).get('bid')).toBe('7049');
    expect(params(url).get('redirecturl')).toContain('selectionId=777');
  });
  it('Sky Bet carries aff 681 and dcmp sl_hr_betlink', () => {
    const url = skyBetLink('9001', '42') ?? '';
    expect(params(url).get('aff')).toBe('681');
    expect(params(url).get('dcmp')).toBe('sl_hr_betlink');
    expect(params(url).get('sels')).toBe('42');
  });
  it('Sky Bet V2 sends bets={market}|{selection} and islggdn=true only when logged in', () => {
    const out = skyBetV2Link('M1', 'S2', false) ?? '';
    expect(params(out).get('bets')).toBe('M1|S2');
    expect(params(out).has('islggdn')).toBe(false);
    expect(params(skyBetV2Link('M1', 'S2', true) ?? '').get('islggdn')).toBe('true');
  });
  it('every builder returns null when an input is missing', () => {
    expect(betfairLink('', '1', DEVICE.mobile)).toBeNull();
    expect(betfairLink('1.2', undefined, DEVICE.mobile)).toBeNull();
    expect(betfairLink('1.2', '1', undefined)).toBeNull();
    expect(paddyPowerLink(null)).toBeNull();
    expect(skyBetLink('1', '')).toBeNull();
    expect(skyBetLink(undefined, '1')).toBeNull();
    expect(skyBetV2Link('', 'S', true)).toBeNull();
    expect(skyBetV2Link('M', null, true)).toBeNull();
  });
  it('bookmakerLink picks the builder by bookmaker id and knows no others', () => {
    const ctx = { device: DEVICE.desktop, loggedIn: true, skyBetV2: false } as const;
    expect(bookmakerLink(base, ctx)).toContain('paddypower');
    expect(bookmakerLink({ ...base, bookmakerId: BOOKMAKER_IDS.betfair }, ctx)).toContain('betfair');
    expect(bookmakerLink({ ...base, bookmakerId: BOOKMAKER_IDS.bestOdds }, ctx)).toBeNull();
  });
});

const base: BookmakerOdds = {
  bookmakerId: BOOKMAKER_IDS.paddyPower,
  bookmakerName: 'Paddy Power',
  selectionId: '9',
  bookmakerRaceid: 'R',
  bookmakerMarketId: 'M',
  artificial: false,
  fractionalOdds: '2/1',
  decimalOdds: 3,
  decimalOddsString: '3.00',
};

describe('the Sky Bet variant follows the viewer, not the feed id (document 2, section 6)', () => {
  const member = { device: DEVICE.desktop, loggedIn: true } as const;
  it.each([BOOKMAKER_IDS.skyBet, BOOKMAKER_IDS.skyBetV2])(
    'a price with id %i goes to V2 for a V2 viewer and to the classic link for others',
    (bookmakerId) => {
      const odds = { ...base, bookmakerId };
      const v2 = params(bookmakerLink(odds, { ...member, skyBetV2: true }) ?? '');
      expect(v2.get('bets')).toBe('M|9');
      expect(v2.get('islggdn')).toBe('true');
      const classic = bookmakerLink(odds, { ...member, skyBetV2: false }) ?? '';
      expect(classic).toContain('/horse-racing/event/R?');
      expect(params(classic).get('sels')).toBe('9');
      expect(params(classic).has('bets')).toBe(false);
    },
  );
  it('a V2 visitor who is not signed in gets no islggdn', () => {
    const url = bookmakerLink(
      { ...base, bookmakerId: BOOKMAKER_IDS.skyBet },
      { ...member, loggedIn: false, skyBetV2: true },
    );
    expect(params(url ?? '').get('bets')).toBe('M|9');
    expect(params(url ?? '').has('islggdn')).toBe(false);
  });
  it('an artificial price (no market id) keeps the classic link even for a V2 viewer', () => {
    const [artificial] = withArtificialSkyBetOdds([], 'S1', 'R1', '7/2');
    const url = bookmakerLink(artificial!, { ...member, skyBetV2: true }) ?? '';
    expect(url).toContain('/horse-racing/event/R1?');
    expect(params(url).get('sels')).toBe('S1');
  });
  it('a price without a race id still links through V2 for a classic viewer', () => {
    const url = bookmakerLink(
      { ...base, bookmakerId: BOOKMAKER_IDS.skyBet, bookmakerRaceid: '' },
      { ...member, skyBetV2: false },
    );
    expect(params(url ?? '').get('bets')).toBe('M|9');
  });
});

describe('football Sky Bet links carry football’s own tags (document 2, section 7)', () => {
  it('football has its own aff and dcmp, different from racing’s', () => {
    expect(SKY_BET_CAMPAIGNS.racing).toMatchObject({ aff: 681, dcmp: 'sl_hr_betlink' });
    expect(SKY_BET_CAMPAIGNS.football.aff).not.toBe(SKY_BET_CAMPAIGNS.racing.aff);
    expect(SKY_BET_CAMPAIGNS.football.dcmp).not.toBe(SKY_BET_CAMPAIGNS.racing.dcmp);
  });
  it('the classic link goes to the match with the outcome selection and football’s tags', () => {
    const url = skyBetMatchLink(77, 'draw', { loggedIn: false, skyBetV2: false }) ?? '';
    expect(url.startsWith('https://m.skybet.com/football/event/77?')).toBe(true);
    expect(Object.fromEntries(params(url))).toEqual({
      sels: '77-D',
      aff: String(SKY_BET_CAMPAIGNS.football.aff),
      dcmp: SKY_BET_CAMPAIGNS.football.dcmp,
    });
  });
  it('the V2 link puts the match-result market and the outcome in bets, islggdn when logged in', () => {
    const url = skyBetMatchLink(77, 'home', { loggedIn: true, skyBetV2: true }) ?? '';
    expect(Object.fromEntries(params(url))).toEqual({
      bets: '77-MR|77-H',
      aff: String(SKY_BET_CAMPAIGNS.football.aff),
      dcmp: SKY_BET_CAMPAIGNS.football.dcmp,
      islggdn: 'true',
    });
    expect(params(skyBetMatchLink(77, 'away', { loggedIn: false, skyBetV2: true }) ?? '').get('bets')).toBe(
      '77-MR|77-A',
    );
  });
  it('no link for a match without a real id', () => {
    expect(skyBetMatchLink(0, 'home', { loggedIn: false, skyBetV2: false })).toBeNull();
    expect(skyBetMatchLink(Number.NaN, 'home', { loggedIn: false, skyBetV2: true })).toBeNull();
  });
});

describe('link permissions', () => {
  it('a signed-in member only gets the bookmaker ids in com.sbgcore.can_link_to; a visitor gets them all', () => {
    // The identity provider issues ids as strings (mfe-account/server/identity/seed.ts).
    const free = ['15', '17'];
    expect(canLinkTo(BOOKMAKER_IDS.skyBet, true, free)).toBe(true);
    expect(canLinkTo(BOOKMAKER_IDS.skyBetV2, true, free)).toBe(true);
    expect(canLinkTo(BOOKMAKER_IDS.betfair, true, free)).toBe(false);
    expect(canLinkTo(BOOKMAKER_IDS.paddyPower, true, free)).toBe(false);
    expect(canLinkTo(BOOKMAKER_IDS.betfair, true, ['4', '6', '15', '17'])).toBe(true);
    expect(canLinkTo(BOOKMAKER_IDS.skyBet, true, [])).toBe(false);
    expect(canLinkTo(BOOKMAKER_IDS.betfair, false, [])).toBe(true);
    expect(canLinkTo(BOOKMAKER_IDS.bestOdds, false, [])).toBe(false);
    expect(canLinkTo(BOOKMAKER_IDS.bestOdds, true, ['0'])).toBe(false);
  });
  it('names are not ids: a list of bookmaker names allows nothing', () => {
    expect(canLinkTo(BOOKMAKER_IDS.skyBet, true, ['skybet'])).toBe(false);
  });
  it('counts the requested bookmakers not in the list, each once; a visitor has none refused', () => {
    const requested = [BOOKMAKER_IDS.betfair, BOOKMAKER_IDS.paddyPower, BOOKMAKER_IDS.skyBet];
    expect(unlinkableCount(requested, true, ['15', '17'])).toBe(2);
    expect(unlinkableCount([...requested, BOOKMAKER_IDS.betfair], true, ['15'])).toBe(2);
    expect(unlinkableCount(requested, true, ['4', '6', '15', '17'])).toBe(0);
    expect(unlinkableCount(requested, false, [])).toBe(0);
    expect(unlinkableCount([BOOKMAKER_IDS.bestOdds], true, [])).toBe(0);
  });
});

describe('artificial Sky Bet odds', () => {
  it('adds an artificial Sky Bet entry with decimal odds when none exists and ids are given', () => {
    const odds = withArtificialSkyBetOdds([], 'S1', 'R1', '7/2');
    expect(odds).toEqual([
      expect.objectContaining({
        bookmakerId: 15,
        artificial: true,
        selectionId: 'S1',
        bookmakerRaceid: 'R1',
        fractionalOdds: '7/2',
        decimalOdds: 4.5,
        decimalOddsString: '4.50',
      }),
    ]);
    expect(withArtificialSkyBetOdds([], 'S1', 'R1')[0]?.decimalOdds).toBe(0);
  });
  it('leaves the odds alone when Sky Bet is already there or an id is missing', () => {
    const existing = withArtificialSkyBetOdds([], 'S1', 'R1', '2/1');
    expect(withArtificialSkyBetOdds(existing, 'S2', 'R2', '3/1')).toEqual(existing);
    expect(withArtificialSkyBetOdds([], '', 'R1', '2/1')).toEqual([]);
    expect(withArtificialSkyBetOdds([], 'S1', undefined, '2/1')).toEqual([]);
  });
});
