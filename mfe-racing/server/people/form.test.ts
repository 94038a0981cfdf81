import { fortnightForm, formWindow, type RideResult } from './form';

const ride = (
  date: string,
  jockeyCode: string,
  trainerCode: string,
  position: number,
  sp: string,
): RideResult => ({
  date,
  jockeyCode,
  trainerCode,
  position,
  startingPrice: sp,
});

describe('fortnight form of jockeys and trainers', () => {
  it('covers the 14 days before the race day, not the day itself', () => {
    expect(formWindow('2026-03-01')).toEqual({ from: '2026-02-15', to: '2026-02-28' });
  });

  it('counts runs, wins, strike rate and level-stakes profit at starting price', () => {
    const form = fortnightForm(
      [
        ride('2026-11-20', 'J1', 'T1', 1, '7/2'),
        ride('2026-11-19', 'J1', 'T2', 3, '2/1'),
        ride('2026-11-10', 'J1', 'T1', 0, '10/1'),
        ride('2026-11-08', 'J2', 'T1', 1, '1/2'),
      ],
      '2026-11-21',
    );
    // 3.50 won, two £1 losers.
    expect(form.jockeys.get('J1')).toEqual({ runs: 3, wins: 1, winPercent: 33, profit: 1.5 });
    expect(form.jockeys.get('J2')).toEqual({ runs: 1, wins: 1, winPercent: 100, profit: 0.5 });
    expect(form.trainers.get('T1')).toEqual({ runs: 3, wins: 2, winPercent: 67, profit: 3 });
    expect(form.trainers.get('T2')).toEqual({ runs: 1, wins: 0, winPercent: 0, profit: -1 });
  });

  it('ignores rides on the race day, after it and more than 14 days before', () => {
    const form = fortnightForm(
      [
        ride('2026-11-21', 'J1', 'T1', 1, '5/1'),
        ride('2026-11-22', 'J1', 'T1', 1, '5/1'),
        ride('2026-11-06', 'J1', 'T1', 1, '5/1'),
        ride('2026-11-07', 'J1', 'T1', 2, '5/1'),
      ],
      '2026-11-21',
    );
    expect(form.jockeys.get('J1')).toEqual({ runs: 1, wins: 0, winPercent: 0, profit: -1 });
  });

  it('leaves out riders with no code and people with no rides', () => {
    const form = fortnightForm([ride('2026-11-20', '', 'T1', 1, 'Evs')], '2026-11-21');
    expect(form.jockeys.size).toBe(0);
    // A price the ladder cannot read returns nothing rather than a made-up profit.
    expect(form.trainers.get('T1')).toEqual({ runs: 1, wins: 1, winPercent: 100, profit: 0 });
  });

  it('adds exact pennies however many rides', () => {
    const rides = Array.from({ length: 30 }, (_, i) =>
      ride('2026-11-20', 'J', 'T', i % 3 === 0 ? 1 : 4, '11/10'),
    );
    // 10 winners at 11/10 (1.10 each), 20 losers.
    expect(fortnightForm(rides, '2026-11-21').jockeys.get('J')?.profit).toBe(-9);
  });
});
