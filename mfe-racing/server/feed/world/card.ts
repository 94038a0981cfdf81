import type { Entry, RaceCard, RaceResult } from '@sl/contracts';
import { ENTRY_STATUS, ENTRY_STATUS_DESCRIPTIONS, NO_PREMIUM_ANALYSIS } from '@sl/contracts';
import { londonInstant, londonTime } from '@sl/server-kit';
import { formOf } from '../invariants';
import { runnerBadges } from '../invariants/badges';
import { bettingForecastOf } from '../invariants/forecast';
import { NO_FORM, type FortnightForm } from '../../people/form';
import { headgearOn, jockeyClaimIn, officialRatingOf, sexCodeOn } from './entry-extras';
import { verdictOf } from './verdict';
import { analystComment } from './analyst';
import { bookmakerPrices } from './bookmakers';
import type { CoreEntry, CoreRace, Planner } from './day';
import { dayNumber, hash } from './hash';
import { pastRuns, performanceOf, type PastRun } from './history';
import { masterSymbol, ratingDrift, starsOf } from './ratings';
import { smartStats } from './smart-stats';
import type { TrainerForm } from './trainer-form';
import { stLb, weightsFor } from './weights';

/**
 * A race card as the feed gives it, from the day's racing and each runner's real record: weights from the ratings
 * the handicapper has moved with results, cloth numbers by weight, prices from the market, analysis from the form,
 * and the result (the services hold it back until the off).
 */
const money = (country: 'GB' | 'IE', amount: number) =>
  `${country === 'IE' ? '€' : '£'}${amount.toLocaleString('en-GB')}`;

interface Runner {
  e: CoreEntry;
  runs: PastRun[];
  rating: number;
  weight: number;
}

export function raceCardOf(
  seed: string,
  date: string,
  race: CoreRace,
  planner: Planner,
  trainers: Map<string, TrainerForm>,
  people: FortnightForm = { jockeys: new Map(), trainers: new Map() },
): RaceCard {
  const { plan, meeting } = race;
  const today = dayNumber(date);
  const jumps = plan.type !== 'Flat';
  const declared: Runner[] = race.entries.map((e) => {
    const runs = pastRuns(seed, e.horse, date, planner);
    const moved = e.rating + ratingDrift(runs, date);
    return {
      e,
      runs,
      rating: plan.ratingBand ? Math.min(plan.ratingBand[1], moved) : moved,
      weight: e.weight,
    };
  });
  if (plan.handicap) {
    const weights = weightsFor(
      plan,
      date,
      declared.map((r) => ({ age: r.e.age, female: r.e.horse.female, rating: r.rating })),
    );
    declared.forEach((r, i) => (r.weight = weights[i]!));
  }
  // Cloth numbers go by weight, top weight first; non-runners keep their place in the list but no number.
  declared.sort((a, b) => b.weight - a.weight || a.e.horse.name.localeCompare(b.e.horse.name));
  const running = declared.filter((r) => r.e.runs);
  const number = new Map(running.map((r, i) => [r.e, i + 1]));
  const byMarket = [...running].sort((a, b) => b.e.market - a.e.market);
  const rank = new Map(byMarket.map((r, i) => [r.e, i + 1]));
  const best = byMarket[0]?.e.market ?? 0;
  const lightest = Math.min(...running.map((r) => r.weight));
  const prices = bookmakerPrices(
    plan.raceId,
    running.map((r) => ({ horseSerial: r.e.horse.serial, price: r.e.price })),
  );
  const priced = new Map(running.map((r, i) => [r.e, prices[i]!]));

  const entries: Entry[] = declared.map((r) => {
    const { e, runs } = r;
    const trainer = jumps ? e.horse.jumpsTrainer : e.horse.trainer;
    const perfs = runs.map(performanceOf);
    // The feed lists runs "mostly" newest first: now and then two come the wrong way round.
    if (perfs.length > 3 && hash(e.horse.serial, Number(runs[0]!.date.replace(/-/g, '')), 5) % 5 === 0)
      [perfs[2], perfs[3]] = [perfs[3]!, perfs[2]!];
    const last = runs[0]?.entry;
    const lastWin = runs.find((x) => x.entry.position === 1);
    const form = trainers.get(trainer.code) ?? { runners: 0, winners: 0 };
    // Rated once it has raced at all: a horse back from a long break keeps its rating, only a debutant has none.
    const rated = runs.length > 0 || e.horse.debutDay < today;
    const formAdj =
      last && last.performanceRating > 0
        ? Math.max(-4, Math.min(4, (last.performanceRating - e.mark) / 4))
        : 0;
    const prr = e.runs && rated ? Math.max(1, Math.round(e.strength - e.wellBeing + lightest + formAdj)) : 0;
    const newest = runs.reduce<string | null>((a, x) => (a === null || x.date > a ? x.date : a), null);
    const base = {
      meetingDate: `${date}T00:00:00.000Z`,
      courseId: meeting.course.id,
      raceNumber: plan.raceNumber,
      horseCode: e.horse.code,
      horseName: e.horse.name,
      trainerFullName: trainer.name,
      trainerCode: trainer.code,
      age: e.age,
      weight: stLb(r.weight),
      form: formOf(perfs),
      formPosition: last && last.position > 0 ? last.position : 999,
      horse: { horseCode: e.horse.code, performances: perfs },
      silk: e.horse.owner.colours,
      sex: sexCodeOn(e.horse, date),
      officialRating: officialRatingOf(plan, r.rating, runs),
      headgear: headgearOn(e.horse, date, runs, jumps),
      owner: e.horse.owner.name,
      ...(newest ? { daysSinceLastRun: today - dayNumber(newest) } : {}),
      badges: runnerBadges(perfs, meeting.course.id, plan.distance),
      trainerForm: people.trainers.get(trainer.code) ?? NO_FORM,
    };
    if (!e.runs)
      return {
        ...base,
        jockeyFullName: '',
        jockeyCode: '',
        jockeyClaim: 0,
        statusDescription: ENTRY_STATUS_DESCRIPTIONS[e.statusId] ?? 'Dropped out',
        statusId: e.statusId,
        entryNumber: 0,
        draw: 0,
        currentOdds: '',
        bookmakerOdds: [],
        skyBetSelectionId: '',
        ...NO_PREMIUM_ANALYSIS,
      };
    const marketRank = rank.get(e)!;
    const odds = priced.get(e)!;
    const atCourse = runs.filter(
      (x) => x.race.meeting.course.id === meeting.course.id && x.entry.position > 0,
    );
    const flag = (salt: number, per100: number): 0 | 1 =>
      hash(plan.raceId, e.horse.serial, salt) % 100 < per100 ? 1 : 0;
    return {
      ...base,
      jockeyFullName: e.jockey?.name ?? '',
      jockeyCode: e.jockey?.code ?? '',
      jockeyClaim: jockeyClaimIn(plan, e.jockey),
      ...(e.jockey ? { jockeyForm: people.jockeys.get(e.jockey.code) ?? NO_FORM } : {}),
      statusDescription: ENTRY_STATUS_DESCRIPTIONS[ENTRY_STATUS.runner] ?? 'Runner',
      statusId: ENTRY_STATUS.runner,
      entryNumber: number.get(e)!,
      draw: e.draw,
      currentOdds: e.price,
      bookmakerOdds: odds.bookmakerOdds,
      skyBetSelectionId: odds.skyBetSelectionId,
      rating123: 0,
      ratingStars: starsOf(e.market, best),
      analystsComments: analystComment(
        race,
        e,
        runs,
        marketRank,
        plan.handicap && lastWin
          ? r.rating -
              (lastWin.entry.rating + ratingDrift(runs.slice(runs.indexOf(lastWin) + 1), lastWin.date))
          : null,
        date,
        e.horse.debutDay < today,
      ),
      preRaceAdjustedRating: prr,
      preRaceMasterSymbol: masterSymbol(runs, e.age <= (jumps ? 5 : 3)),
      horseInFocus: marketRank <= 3 && last?.position === 1 ? 1 : 0,
      warningHorse:
        marketRank <= 3 && last !== undefined && (last.position === 0 || last.beaten > 10) ? 1 : 0,
      jockeyUplift: (e.jockey?.skill ?? 0) > 0.8 ? 1 : 0,
      trainerUplift: trainer.size > 20 ? 1 : 0,
      horsesForCoursePos: atCourse.length ? Math.min(...atCourse.map((x) => x.entry.position)) : 0,
      hotTrainer: form.runners >= 4 && form.winners / form.runners >= 0.25 ? 1 : 0,
      coldTrainer: form.runners >= 8 && form.winners === 0 ? 1 : 0,
      sectionalFlag: flag(81, 10),
      topRated: false,
    };
  });
  const runners = entries.filter((x) => x.statusId === ENTRY_STATUS.runner);
  const ranked = [...runners].sort(
    (a, b) => b.preRaceAdjustedRating - a.preRaceAdjustedRating || a.entryNumber - b.entryNumber,
  );
  if (ranked[0]) ranked[0].topRated = true;
  ranked.slice(0, 3).forEach((x, i) => (x.rating123 = i + 1));

  const off = londonInstant(date, Math.floor(plan.offMinutes / 60), plan.offMinutes % 60);
  const result: RaceResult = {
    state: 'FINISHED',
    placings: race.finish.map((e) => ({
      horseCode: e.horse.code,
      horseName: e.horse.name,
      entryNumber: number.get(e) ?? 0,
      position: e.position,
      nonFinisherCode: e.nonFinisher,
      distance: e.distance,
      startingPrice: e.sp,
      jockeyFullName: e.jockey?.name ?? '',
      trainerFullName: (jumps ? e.horse.jumpsTrainer : e.horse.trainer).name,
    })),
  };
  const [s1, s2, s3] = smartStats(
    plan.raceId,
    declared.filter((r) => r.e.runs),
    trainers,
    meeting.going,
    jumps,
  );
  return {
    raceId: plan.raceId,
    meetingId: meeting.meetingId,
    meetingDate: `${date}T00:00:00.000Z`,
    courseId: meeting.course.id,
    raceNumber: plan.raceNumber,
    countryCode: meeting.course.country,
    courseName: meeting.course.name,
    title: plan.title,
    offTime: off.toISOString(),
    offTimeLocal: londonTime(off),
    going: meeting.going,
    distance: plan.distance,
    raceClass: plan.raceClass,
    prize: money(meeting.course.country, plan.prize),
    hasDraw: plan.type === 'Flat',
    state: 'DORMANT',
    result,
    bettingForecast: bettingForecastOf(entries),
    smartStat1: s1,
    smartStat2: s2,
    smartStat3: s3,
    verdict: verdictOf(plan.raceId, entries),
    entries,
  };
}
