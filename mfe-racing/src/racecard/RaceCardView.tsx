import styled from 'styled-components';
import {
  BOOKMAKER_IDS,
  ENTRY_STATUS,
  ODDS_FORMAT,
  RUNNER_SORTS,
  RUNNER_SORT_LABELS,
  TIMEZONE,
  isRunnerSort,
  sortRunners,
  type RaceCardResponse,
  usePreferences,
} from '@sl/contracts';
import { FollowSlot } from '../follow/FollowSlot';
import { FlagLegend } from './FlagLegend';
import { RaceResultTable } from './RaceResult';
import { RunnerRow } from './RunnerRow';
import { SmartStats } from './SmartStats';
import { UpgradePrompt } from './UpgradePrompt';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 12px 0;
  label {
    display: flex;
    gap: 6px;
    align-items: center;
  }
`;

const Runners = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const meetingDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: TIMEZONE,
});

/** How a followed race reads in My Stable: "14:30 Ascot, 15 Jun". */
export function raceFollowText(
  race: Pick<RaceCardResponse, 'offTime' | 'offTimeLocal' | 'courseName'>,
): string {
  return `${race.offTimeLocal} ${race.courseName}, ${meetingDay.format(new Date(race.offTime))}`;
}

/** Where the runners' prices come from (the horseOddsBookmakerId preference): best odds or one bookmaker. */
const ODDS_SOURCES = [
  { bookmakerId: BOOKMAKER_IDS.bestOdds, label: 'Best odds' },
  { bookmakerId: BOOKMAKER_IDS.betfair, label: 'Betfair' },
  { bookmakerId: BOOKMAKER_IDS.paddyPower, label: 'Paddy Power' },
  { bookmakerId: BOOKMAKER_IDS.skyBet, label: 'Sky Bet' },
] as const;

/** The race card: race facts, result when in, sort and odds controls, runners, and the plus analysis or the upgrade prompt. */
export function RaceCardView({ race }: { race: RaceCardResponse }) {
  const sortBy = usePreferences((s) => s.horseRacecardSortBy);
  const oddsId = usePreferences((s) => s.horseOddsId);
  const oddsBookmakerId = usePreferences((s) => s.horseOddsBookmakerId);
  const showResults = usePreferences((s) => s.horseShowResults);
  const setPreference = usePreferences((s) => s.actions.setPreference);
  const runners = race.entries.filter((e) => e.statusId === ENTRY_STATUS.runner).length;
  const sorted = sortRunners(race.entries, sortBy);
  return (
    <article>
      <h1>
        {race.offTimeLocal} {race.courseName}
      </h1>
      <p>
        <strong>{race.title}</strong>{' '}
        <FollowSlot
          type="RACE"
          id={race.raceId}
          displayText={raceFollowText(race)}
          context={`Race ${race.offTimeLocal} ${race.courseName}`}
        />
      </p>
      <ul aria-label="Race details">
        <li>Going: {race.going}</li>
        <li>Distance: {race.distance}</li>
        {race.raceClass > 0 && <li>Class {race.raceClass}</li>}
        <li>Prize: {race.prize}</li>
        <li>{runners} runners</li>
      </ul>
      {race.result && (
        <section aria-label="Result">
          <label>
            <input
              type="checkbox"
              checked={showResults}
              onChange={(e) => setPreference('horseShowResults', e.target.checked)}
            />{' '}
            Show result
          </label>
          {showResults && <RaceResultTable result={race.result} />}
        </section>
      )}
      {race.premium ? (
        <>
          <SmartStats
            lines={[race.smartStat1 ?? '', race.smartStat2 ?? '', race.smartStat3 ?? '']}
            entries={race.entries}
          />
          <FlagLegend />
        </>
      ) : (
        <UpgradePrompt />
      )}
      <Controls>
        <label>
          Sort by
          <select
            value={sortBy}
            onChange={(e) => {
              if (isRunnerSort(e.target.value)) setPreference('horseRacecardSortBy', e.target.value);
            }}
          >
            {RUNNER_SORTS.map((s) => (
              <option key={s} value={s}>
                {RUNNER_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Odds format
          <select
            value={oddsId}
            onChange={(e) =>
              setPreference(
                'horseOddsId',
                Number(e.target.value) === ODDS_FORMAT.decimal ? ODDS_FORMAT.decimal : ODDS_FORMAT.fractional,
              )
            }
          >
            <option value={ODDS_FORMAT.fractional}>Fractional</option>
            <option value={ODDS_FORMAT.decimal}>Decimal</option>
          </select>
        </label>
        <label>
          Odds from
          <select
            value={oddsBookmakerId}
            onChange={(e) => setPreference('horseOddsBookmakerId', Number(e.target.value))}
          >
            {ODDS_SOURCES.map((s) => (
              <option key={s.bookmakerId} value={s.bookmakerId}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </Controls>
      <h2>Runners</h2>
      <Runners aria-label="Runners">
        {sorted.map((entry) => (
          <RunnerRow
            key={entry.horseCode}
            entry={entry}
            premium={race.premium}
            oddsId={oddsId}
            oddsBookmakerId={oddsBookmakerId}
          />
        ))}
      </Runners>
    </article>
  );
}
