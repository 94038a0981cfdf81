import styled from 'styled-components';
import {
  BOOKMAKER_IDS,
  ODDS_FORMAT,
  RUNNER_SORTS,
  RUNNER_SORT_LABELS,
  isRunnerSort,
  positionLabel,
  sortRunners,
  type RaceCardResponse,
  usePreferences,
} from '@sl/contracts';
import { Button, Select, fontSize, space } from '@sl/ui';
import { BettingForecast } from './BettingForecast';
import { FlagLegend } from './FlagLegend';
import { MeetingRaces } from './MeetingRaces';
import { OddsGrid } from './OddsGrid';
import { RaceHeader } from './RaceHeader';
import { RaceResultTable } from './RaceResult';
import { RunnerRow } from './RunnerRow';
import { SmartStats } from './SmartStats';
import { UpgradePrompt } from './UpgradePrompt';
import { Verdict } from './Verdict';

export { raceFollowText } from './follow-text';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.md};
  margin: ${space.md} 0;
`;

const Section = styled.section`
  margin: ${space.lg} 0;
  h2 {
    font-size: ${fontSize.xl};
    margin: 0 0 ${space.sm};
  }
`;

const Runners = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Where the runners' prices come from (the horseOddsBookmakerId preference): best odds or one bookmaker. */
const ODDS_SOURCES = [
  { bookmakerId: BOOKMAKER_IDS.bestOdds, label: 'Best odds' },
  { bookmakerId: BOOKMAKER_IDS.betfair, label: 'Betfair' },
  { bookmakerId: BOOKMAKER_IDS.paddyPower, label: 'Paddy Power' },
  { bookmakerId: BOOKMAKER_IDS.skyBet, label: 'Sky Bet' },
] as const;

/**
 * The race card: header, the meeting's other races, the result inline once run, the plus analysis (or the upgrade
 * prompt), the runners with sort and odds controls, betting forecast, verdict and the odds grid.
 *
 * The result is always shown at the top once it is in (issue 16: no checkbox in front of it). The spec's
 * horseShowResults preference keeps its meaning as "show results on the runners": when on, each runner row carries
 * its finishing position, so a member reading the card after racing sees where each horse finished beside its
 * form; it is off by default, as the spec says, so the runners stay spoiler-free.
 */
export function RaceCardView({ race }: { race: RaceCardResponse }) {
  const sortBy = usePreferences((s) => s.horseRacecardSortBy);
  const oddsId = usePreferences((s) => s.horseOddsId);
  const oddsBookmakerId = usePreferences((s) => s.horseOddsBookmakerId);
  const showResults = usePreferences((s) => s.horseShowResults);
  const setPreference = usePreferences((s) => s.actions.setPreference);
  const sorted = sortRunners(race.entries, sortBy);
  const placings = new Map(
    (race.result?.placings ?? []).map((p) => [p.horseCode, positionLabel(p.position, p.nonFinisherCode)]),
  );
  return (
    <article>
      <RaceHeader race={race} />
      <MeetingRaces race={race} />
      {race.result && (
        <Section aria-label="Result">
          <RaceResultTable result={race.result} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-pressed={showResults}
            onClick={() => setPreference('horseShowResults', !showResults)}
          >
            Show positions on the runners
          </Button>
        </Section>
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
        <Select
          label="Sort by"
          value={sortBy}
          onChange={(value) => {
            if (isRunnerSort(value)) setPreference('horseRacecardSortBy', value);
          }}
          options={RUNNER_SORTS.map((s) => ({ value: s, label: RUNNER_SORT_LABELS[s] }))}
        />
        <Select
          label="Odds format"
          value={String(oddsId)}
          onChange={(value) =>
            setPreference(
              'horseOddsId',
              Number(value) === ODDS_FORMAT.decimal ? ODDS_FORMAT.decimal : ODDS_FORMAT.fractional,
            )
          }
          options={[
            { value: String(ODDS_FORMAT.fractional), label: 'Fractional' },
            { value: String(ODDS_FORMAT.decimal), label: 'Decimal' },
          ]}
        />
        <Select
          label="Odds from"
          value={String(oddsBookmakerId)}
          onChange={(value) => setPreference('horseOddsBookmakerId', Number(value))}
          options={ODDS_SOURCES.map((s) => ({ value: String(s.bookmakerId), label: s.label }))}
        />
      </Controls>
      <Section aria-labelledby="runners-heading">
        <h2 id="runners-heading">Runners</h2>
        <Runners aria-label="Runners">
          {sorted.map((entry) => (
            <RunnerRow
              key={entry.horseCode}
              entry={entry}
              premium={race.premium}
              oddsId={oddsId}
              oddsBookmakerId={oddsBookmakerId}
              position={showResults ? placings.get(entry.horseCode) : undefined}
            />
          ))}
        </Runners>
      </Section>
      <BettingForecast forecast={race.bettingForecast} oddsId={oddsId} />
      <Verdict premium={race.premium} verdict={race.verdict} />
      <OddsGrid entries={race.entries} oddsId={oddsId} />
    </article>
  );
}
