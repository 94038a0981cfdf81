import { ordinalFigure } from '@sl/contracts';
import { hash } from './hash';
import type { CoreEntry, CoreRace } from './day';

/**
 * Run comments written from the run itself: how the horse was ridden (its running style), where it was beaten or
 * how it won, the going and the trip. Every phrase is chosen by the result, so a comment never says a beaten horse
 * won or a winner was beaten, and the failure words (fell, unseated, pulled up …) only go with their codes.
 */
type Pick = (options: readonly string[], salt: number) => string;

const EARLY = {
  leader: ['led', 'made running', 'set pace', 'disputed lead', 'soon led', 'went on early'],
  prominent: [
    'prominent',
    'tracked leaders',
    'chased leaders',
    'close up',
    'handy',
    'with leaders',
    'pressed leader',
  ],
  midfield: [
    'midfield',
    'in touch',
    'mid-division',
    'raced in midfield',
    'chased leaders in mid-division',
    'settled in touch',
  ],
  'held up': [
    'held up',
    'held up in rear',
    'towards rear',
    'settled off pace',
    'dropped in, held up',
    'patiently ridden',
    'slowly away, held up',
  ],
} as const;

const JUMPING = [
  'jumped well',
  'not fluent 3rd',
  'mistake 4 out',
  'jumped left at times',
  'blundered 5th',
  'jumped soundly',
  'hit 2 out',
  'jumped right last 3',
];

function obstacles(race: CoreRace): number {
  const miles = race.plan.distanceYards / 1760;
  return Math.max(6, Math.round(miles * (race.plan.type === 'Chase' ? 6 : 4)));
}

function finishPhrase(race: CoreRace, e: CoreEntry, pick: Pick, winMargin: number): string {
  const flat = race.plan.type !== 'Hurdle' && race.plan.type !== 'Chase';
  const close = (f: string, j: string) => (flat ? f : j);
  if (e.position === 1) {
    if (e.horse.style === 'leader' && pick(['a', 'b'], 40) === 'a')
      return winMargin >= 2 ? 'made all, ridden clear, won easily' : 'made all, driven out, held on';
    if (winMargin < 0.5)
      return pick(
        [
          'led close home',
          'driven to lead near finish',
          'got up final strides',
          'led last 50yds, held on gamely',
        ],
        41,
      );
    if (winMargin >= 3)
      return pick(
        [
          close('led over 1f out, quickened clear, won easily', 'led 2 out, drew clear, won easily'),
          close('ridden clear final furlong, won comfortably', 'went clear after last, won comfortably'),
          'cruised into lead, won unchallenged',
        ],
        42,
      );
    return pick(
      [
        close('led over 1f out, ran on well', 'led last, stayed on well'),
        close('led final furlong, kept on strongly', 'led 2 out, kept on strongly'),
        close('ridden to lead inside final furlong, kept on', 'jumped into lead last, ran on'),
        'led entering final furlong, ridden out',
      ],
      43,
    );
  }
  const gap = e.beaten;
  if (e.position === 2 && gap <= 1)
    return pick(
      [
        'every chance, just held',
        close('ran on final furlong, just failed', 'ran on after last, just failed'),
        'challenged, held near finish',
        'kept on well, not quite get up',
      ],
      44,
    );
  if (gap <= 5)
    return pick(
      [
        'kept on same pace',
        'stayed on, nearest finish',
        close('one pace final furlong', 'one pace from last'),
        'kept on, no match for winner',
        'ran on, never nearer',
        'kept on under pressure',
      ],
      45,
    );
  if (gap <= 15)
    return pick(
      [
        close('no extra final furlong', 'no extra after last'),
        close('weakened over 1f out', 'weakened 2 out'),
        close('one pace from 2f out', 'one pace from 3 out'),
        'never on terms',
        close('outpaced 2f out', 'outpaced 3 out'),
        'made no impression',
      ],
      46,
    );
  return pick(
    [
      close('weakened 2f out', 'weakened 3 out'),
      'always behind',
      'never dangerous',
      close('lost touch 3f out', 'lost touch 4 out'),
      gap > 30 ? 'tailed off' : 'beaten some way out',
      'struggling from halfway',
    ],
    47,
  );
}

function stoppedPhrase(race: CoreRace, e: CoreEntry, pick: Pick): string {
  const n = obstacles(race);
  const at = (salt: number) => ordinalFigure(2 + (hash(salt, e.horse.serial, race.plan.raceId) % (n - 2)));
  switch (e.nonFinisher) {
    case 'F':
      return `fell ${at(1)}`;
    case 'UR':
      return pick([`unseated rider ${at(2)}`, `blundered and unseated rider ${at(2)}`], 50);
    case 'BD':
      return `brought down ${at(3)}`;
    case 'RO':
      return `ran out ${at(4)}`;
    case 'SU':
      return `slipped up bend after ${at(5)}`;
    case 'PU':
      return pick(
        [
          `tailed off when pulled up before 2 out`,
          `lost touch ${at(6)}, pulled up before 3 out`,
          `pulled up before ${at(7)}`,
          'struggling final circuit, pulled up before last',
        ],
        51,
      );
    case 'RTR':
      return 'reared as stalls opened, took no part';
    default:
      return 'lost action, eased and did not finish';
  }
}

/** The in-running comment, as the result's close-up prints it. */
export function shortComment(race: CoreRace, e: CoreEntry): string {
  const pick: Pick = (options, salt) =>
    options[hash(race.plan.raceId, e.horse.serial, salt) % options.length]!;
  const winner = race.finish[0];
  const second = race.finish[1];
  const winMargin = e.position === 1 && second && second.position === 2 ? second.beaten : 5;
  const parts: string[] = [];
  const early = pick(EARLY[e.horse.style], 1);
  const jumps = race.plan.type === 'Hurdle' || race.plan.type === 'Chase';
  if (e.nonFinisher) {
    if (e.nonFinisher !== 'RTR') parts.push(early);
    parts.push(stoppedPhrase(race, e, pick));
    return parts.join(', ');
  }
  const finish = finishPhrase(race, e, pick, winMargin);
  if (!finish.startsWith('made all')) parts.push(early);
  if (jumps && hash(race.plan.raceId, e.horse.serial, 3) % 10 < 3) parts.push(pick(JUMPING, 4));
  if (e.position <= 3 && !finish.startsWith('made all') && e.horse.style !== 'leader')
    parts.push(
      pick(
        jumps
          ? ['headway 3 out', 'went second 2 out', 'ridden after 3 out', 'travelled strongly']
          : ['headway over 2f out', 'pushed along 3f out', 'smooth progress 2f out', 'shaken up 2f out'],
        5,
      ),
    );
  parts.push(finish);
  void winner;
  return parts.join(', ');
}

const GOING_WORDS: Record<string, string> = {
  heavy: 'heavy ground',
  soft: 'soft ground',
  'good to soft': 'good to soft ground',
  good: 'good ground',
  'good to firm': 'fast ground',
  firm: 'firm ground',
  yielding: 'yielding ground',
};

/** The analyst's note on the run, in the clipped style of a form book. */
export function longComment(race: CoreRace, e: CoreEntry): string {
  const pick: Pick = (options, salt) =>
    options[hash(race.plan.raceId, e.horse.serial, 100 + salt) % options.length]!;
  const going =
    GOING_WORDS[race.meeting.going.toLowerCase()] ?? `a ${race.meeting.going.toLowerCase()} surface`;
  const trip = race.plan.distance;
  const second = race.finish[1];
  const setting = pick(
    [`Over ${trip} on ${going}, `, `On ${going} over ${trip}, `, `Tackling ${trip} on ${going}, `, ''],
    1,
  );
  const lc = (s: string) => (setting ? s[0]!.toLowerCase() + s.slice(1) : s);
  const lengths = (x: number) =>
    x < 1 ? 'less than a length' : `${Math.round(x * 2) / 2} lengths`.replace('.5', '½');
  if (e.nonFinisher) {
    const why: Record<string, string[]> = {
      F: [
        'Was still in contention when falling.',
        'Took a heavy fall; one to watch for confidence next time.',
        'Fell before the race got serious.',
      ],
      UR: [
        'Had just blundered when parting company with the rider.',
        'Lost the rider early; no form to go on.',
      ],
      PU: [
        'Dropped away tamely and was pulled up; something may have been amiss.',
        'Never travelling and was pulled up.',
        'Weakened quickly and was pulled up; best to forgive.',
      ],
      BD: ['Was going well enough when brought down; can be forgiven.'],
      RO: ['Ran out when still in touch; headgear may help.'],
      SU: ['Slipped up on the bend; no fault of its own.'],
      RTR: ['Reared as the stalls opened and took no part; one to be wary of.'],
    };
    return (
      setting + lc(pick(why[e.nonFinisher] ?? ['Lost its action and did not finish; best to forgive.'], 2))
    );
  }
  if (e.position === 1) {
    const margin = second?.beaten ?? 1;
    const how =
      e.horse.style === 'leader'
        ? pick(
            [
              'Made every yard and galloped on strongly',
              'Set a good gallop and was never headed',
              'Dictated from the front and kept finding',
            ],
            3,
          )
        : e.horse.style === 'held up'
          ? pick(
              [
                'Came from off the pace to lead late on',
                'Produced with a sweeping run to lead',
                'Was held up and picked them off in the straight',
              ],
              4,
            )
          : pick(
              [
                'Travelled strongly and was well on top at the line',
                'Tracked the pace and went on when asked',
                'Found plenty when asked and pulled clear',
              ],
              5,
            );
    const verdict =
      margin >= 3
        ? pick(
            [
              'an impressive performance; can rate higher.',
              'value for more than the winning margin.',
              'a career best and can follow up.',
            ],
            6,
          )
        : margin < 0.5
          ? pick(
              [
                'had to dig deep but kept finding; tough.',
                'just did enough; will go up a few pounds for it.',
              ],
              7,
            )
          : pick(
              [
                'should remain competitive after a rise in the weights.',
                'a likeable type who stays this trip well.',
                'one to keep on side.',
              ],
              8,
            );
    return `${setting}${lc(how)}; ${verdict}`;
  }
  const beaten = `beaten ${lengths(e.beaten)}`;
  if (e.beaten <= 3)
    return `${setting}${lc(pick(['Ran a fine race in defeat', 'Kept on gamely but found one too good', 'Ran right up to its best', 'Was only just denied'], 9))}, ${beaten}; ${pick(['should go close next time.', 'deserves a race like this.', 'on a fair mark and can find a race.', 'can go one better.'], 10)}`;
  if (e.beaten <= 12)
    return `${setting}${lc(pick(['Was never able to get competitive', 'Plugged on at one pace', 'Could make no impression on the leaders', 'Ran respectably without threatening'], 11))}, ${beaten}; ${pick(['may need a drop in the weights.', 'worth another chance under different conditions.', 'needs to find more.', 'may be better at a different trip.'], 12)}`;
  return `${setting}${lc(pick(['Dropped away tamely', 'Was well beaten', 'Never threatened', 'Struggled from a long way out'], 13))}, ${beaten}; ${pick(['can be ignored.', 'something may have been amiss.', 'hard to fancy on this evidence.', 'best watched for now.'], 14)}`;
}
