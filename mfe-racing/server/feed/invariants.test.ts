import { validDay } from './fixtures/valid-day';
import { DAY_RULES, RULE_NAMES, dayProblems } from './invariants';
import { problemsAfter } from './invariants/testing';

describe('dayProblems', () => {
  it('the hand-written valid day passes every rule', () => {
    expect(RULE_NAMES.map((name) => [name, DAY_RULES[name](validDay())])).toEqual(
      RULE_NAMES.map((name) => [name, []]),
    );
    expect(dayProblems(validDay())).toEqual([]);
  });

  it('runs only the rules it is given', () => {
    const twoGoings = (rules?: Parameters<typeof dayProblems>[1]) =>
      problemsAfter((d) => {
        const chase = d.races[1];
        if (chase) chase.going = 'Soft';
      }, rules);
    expect(twoGoings()).toHaveLength(1);
    expect(twoGoings(['meetingGoing'])).toHaveLength(1);
    expect(twoGoings(RULE_NAMES.filter((name) => name !== 'meetingGoing'))).toEqual([]);
  });
});
