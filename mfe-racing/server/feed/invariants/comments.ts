import type { Performance } from '@sl/contracts';
import { raceLabel, type Day } from './day';

/**
 * What a run comment may say, by the run's result. Matched on whole words, case-insensitive, in both the short and
 * the long comment:
 * - `won`: says the horse won. Only for positionOfficial 1. ('landed' only as "landed the …"/"landed a …", so
 *   "landed awkwardly at the last" is not a win.)
 * - `nonFinish[code]`: says how the horse failed to finish. Only with that nonFinisherCode.
 * - `beaten`: says the horse was beaten. Never for positionOfficial 1.
 * A comment that says none of these is fine for any result.
 */
const COMMENT_KEYWORDS = {
  won: /\b(won|made all|scored|landed (the|a)\b)/i,
  nonFinish: {
    F: /\bfell\b/i,
    UR: /\bunseated\b/i,
    PU: /\bpulled up\b/i,
    BD: /\bbrought down\b/i,
    R: /\brefused\b/i,
    SU: /\bslipped up\b/i,
  } as Record<string, RegExp>,
  beaten: /\b(beaten|no extra|weakened)\b/i,
} as const;

/** What is wrong with a run's comments for its result; empty when they agree. */
export function commentProblems(p: Performance): string[] {
  const problems: string[] = [];
  for (const [field, text] of [
    ['short', p.performanceCommentShort],
    ['long', p.performanceCommentLong],
  ] as const) {
    const quote = `${field} comment "${text}"`;
    if (COMMENT_KEYWORDS.won.test(text) && p.positionOfficial !== 1)
      problems.push(`${quote} says it won but it finished ${p.positionOfficial || p.nonFinisherCode}`);
    if (COMMENT_KEYWORDS.beaten.test(text) && p.positionOfficial === 1)
      problems.push(`${quote} says it was beaten but it won`);
    for (const [code, pattern] of Object.entries(COMMENT_KEYWORDS.nonFinish))
      if (pattern.test(text) && p.nonFinisherCode !== code)
        problems.push(`${quote} needs non-finisher code ${code}, the run has "${p.nonFinisherCode}"`);
  }
  return problems;
}

/** Every past run's comments agree with its result. */
export const commentRuleProblems = (day: Day): string[] =>
  day.races.flatMap((race) =>
    race.entries.flatMap((e) =>
      e.horse.performances.flatMap((p) =>
        commentProblems(p).map(
          (problem) =>
            `${raceLabel(race)}: ${e.horseName}'s run of ${p.meetingDate.slice(0, 10)} at ${p.courseName}: ${problem}`,
        ),
      ),
    ),
  );
