import { moveMeeting, raceAt } from '../fixtures/valid-day';
import { problemsAfter } from './testing';

const ASCOT = 2026112102;
const WOLVERHAMPTON = 2026112109;

describe('course rules', () => {
  it('a race is at a known course, its id and name agreeing (any case)', () => {
    expect(problemsAfter((d) => (raceAt(d, 0).courseName = 'ASCOT'))).toEqual([]);
    expect(problemsAfter((d) => (raceAt(d, 0).courseName = 'Ascot Heath'))).toEqual([
      'race 20261121021 (Ascot Heath 12:40): course 2 "Ascot Heath" is not a known course (id and name must agree)',
    ]);
    expect(problemsAfter((d) => (raceAt(d, 0).courseName = 'York'))).toEqual([
      expect.stringMatching(/^race 20261121021 \(York 12:40\): course 2 "York" is not a known course/),
    ]);
  });

  it('jumps races only at a course with jumps', () => {
    expect(problemsAfter((d) => moveMeeting(d, ASCOT, 5, 'York'))).toEqual([
      'race 20261121021 (York 12:40): a Hurdle race at York, which has no jumps course',
      'race 20261121022 (York 13:15): a Chase race at York, which has no jumps course',
    ]);
  });

  it('jumps races never on an all-weather going', () => {
    expect(problemsAfter((d) => [raceAt(d, 0), raceAt(d, 1)].forEach((r) => (r.going = 'Standard')))).toEqual(
      [
        'race 20261121021 (Ascot 12:40): a Hurdle race on an all-weather going (Standard); jumps races are on turf',
        'race 20261121022 (Ascot 13:15): a Chase race on an all-weather going (Standard); jumps races are on turf',
      ],
    );
  });

  it('all-weather flat races only at a course with an all-weather track', () => {
    expect(problemsAfter((d) => moveMeeting(d, WOLVERHAMPTON, 4, 'Newmarket'))).toEqual([
      'race 20261121091 (Newmarket 17:00): a Flat race on going Standard at Newmarket, which has no all-weather track',
      'race 20261121092 (Newmarket 17:30): a Flat race on going Standard at Newmarket, which has no all-weather track',
    ]);
  });

  it('flat turf races only at a course with a flat turf course', () => {
    const problems = problemsAfter((d) => [raceAt(d, 2), raceAt(d, 3)].forEach((r) => (r.going = 'Good')));
    expect(problems).toContain(
      'race 20261121091 (Wolverhampton 17:00): a Flat race on turf at Wolverhampton, which has no flat turf course',
    );
  });

  it('flat turf races only in the flat turf season', () => {
    expect(
      problemsAfter((d) => {
        moveMeeting(d, WOLVERHAMPTON, 4, 'Newmarket');
        [raceAt(d, 2), raceAt(d, 3)].forEach((r) => (r.going = 'Good'));
      }),
    ).toEqual([
      'race 20261121091 (Newmarket 17:00): flat turf racing on 2026-11-21, outside the flat turf season',
      'race 20261121092 (Newmarket 17:30): flat turf racing on 2026-11-21, outside the flat turf season',
    ]);
  });

  it('jumps races at a summer jumps course only from May to October', () => {
    expect(problemsAfter((d) => moveMeeting(d, ASCOT, 52, 'Perth'))).toEqual([
      'race 20261121021 (Perth 12:40): jumps racing on 2026-11-21 at Perth, a summer jumps course',
      'race 20261121022 (Perth 13:15): jumps racing on 2026-11-21 at Perth, a summer jumps course',
    ]);
    // An all-year course jumps in November as well.
    expect(problemsAfter((d) => moveMeeting(d, ASCOT, 20, 'Uttoxeter'))).toEqual([]);
  });
});

describe('meeting rules', () => {
  it('a meeting is all flat or all jumps', () => {
    const problems = problemsAfter((d) => (raceAt(d, 3).title = 'Betfair Juvenile Maiden Hurdle'));
    expect(problems).toContain(
      'meeting 2026112109 (Wolverhampton) mixes flat and jumps races: 17:00 Flat, 17:30 Hurdle',
    );
  });

  it('a meeting has one going', () => {
    expect(problemsAfter((d) => (raceAt(d, 1).going = 'Soft'))).toEqual([
      'meeting 2026112102 (Ascot) has 2 goings: Good To Soft, Soft',
    ]);
  });
});
