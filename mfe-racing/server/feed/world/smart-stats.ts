import type { CoreEntry } from './day';
import { hash } from './hash';
import { HISTORY_DAYS, type PastRun } from './history';
import type { TrainerForm } from './trainer-form';

/**
 * The race's three smart stats, each a fact from the world's own records (the runners' past runs, the trainers'
 * last fortnight), in the feed's markup: *name* for a horse, [[figure]] for the number.
 */
interface Runner {
  e: CoreEntry;
  runs: PastRun[];
}

export function smartStats(
  raceId: number,
  runners: readonly Runner[],
  trainers: Map<string, TrainerForm>,
  going: string,
  jumps: boolean,
): [string, string, string] {
  const name = (r: Runner) => `*${r.e.horse.name}*`;
  const pick = <T>(list: readonly T[], salt: number): T | undefined =>
    list[hash(raceId, salt) % Math.max(1, list.length)];
  const stats: string[] = [];

  const winners = runners
    .map((r) => ({ r, wins: r.runs.filter((x) => x.entry.position === 1).length }))
    .filter((x) => x.wins > 0)
    .sort((a, b) => b.wins - a.wins || b.r.runs.length - a.r.runs.length);
  const top = winners[0];
  if (top) stats.push(`${name(top.r)} has won [[${top.wins} of ${top.r.runs.length}]] of its recent starts`);

  const onGoing = runners
    .map((r) => ({ r, runs: r.runs.filter((x) => x.race.meeting.going === going) }))
    .filter((x) => x.runs.length > 0)
    .sort((a, b) => b.runs.length - a.runs.length);
  const g = onGoing[0];
  if (g)
    stats.push(
      `${name(g.r)} has finished in the first three in [[${g.runs.filter((x) => x.entry.position >= 1 && x.entry.position <= 3).length} of ${g.runs.length}]] recent runs on ${going.toLowerCase()} ground`,
    );

  const yards = runners
    .map((r) => {
      const trainer = jumps ? r.e.horse.jumpsTrainer : r.e.horse.trainer;
      return { r, trainer, form: trainers.get(trainer.code) ?? { runners: 0, winners: 0 } };
    })
    .filter((x) => x.form.runners > 0)
    .sort((a, b) => b.form.winners - a.form.winners || b.form.runners - a.form.runners);
  const y = yards[0] ?? pick(yards, 1);
  if (y)
    stats.push(
      `The trainer of ${name(y.r)} has had [[${y.form.winners} ${y.form.winners === 1 ? 'winner' : 'winners'} from ${y.form.runners} ${y.form.runners === 1 ? 'runner' : 'runners'}]] in the last 14 days`,
    );

  const fresh = runners
    .filter((r) => r.runs[0])
    .sort((a, b) => b.runs[0]!.date.localeCompare(a.runs[0]!.date));
  const f = fresh[0];
  if (f) {
    const d = f.runs[0]!.date;
    stats.push(`${name(f)} ran most recently of the field, on [[${d.slice(8, 10)}/${d.slice(5, 7)}]]`);
  }

  const debut = runners.filter((r) => r.runs.length === 0);
  if (debut.length > 0)
    stats.push(
      debut.length === 1
        ? `${name(debut[0]!)} is the only runner without a run in the last [[${HISTORY_DAYS} days]]`
        : `${name(debut[0]!)} is one of [[${debut.length}]] runners without a run in the last ${HISTORY_DAYS} days`,
    );

  while (stats.length < 3) {
    const r = pick(runners, stats.length + 10);
    stats.push(r ? `${name(r)} is [[${r.e.age}]] years old` : 'No runners [[0]]');
  }
  return [stats[0]!, stats[1]!, stats[2]!];
}
