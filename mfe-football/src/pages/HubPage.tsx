import { useState } from 'react';
import styled from 'styled-components';
import {
  CardSection,
  Button,
  Columns,
  DataTable,
  EmptyState,
  ErrorState,
  NavTabs,
  LoadingBlock,
  TextLink,
  space,
} from '@sl/ui';
import {
  FOOTBALL_EMPTY,
  isFinished,
  isOngoing,
  leagueTablePath,
  londonDate,
  upcomingMatches,
  useFeatureFlag,
  type FootballMatch,
  usePreferences,
} from '@sl/contracts';
import { useLeagueTable, useMatchesOn } from '../api/queries';
import { FootballSignPosts } from '../signposts/FootballSignPosts';
import { ByCompetition, ScorersToggle } from '../matches/MatchGroups';
import { COMPACT_COLUMNS, TableWrap, tableColumns } from './LeagueTablePage';

type Tab = 'all' | 'live' | 'upcoming' | 'finished';

const TABS: Array<{ id: Tab; label: string; empty: string }> = [
  { id: 'all', label: 'All', empty: FOOTBALL_EMPTY.matches },
  { id: 'live', label: 'Live', empty: FOOTBALL_EMPTY.live },
  { id: 'upcoming', label: 'Upcoming', empty: FOOTBALL_EMPTY.scheduled },
  { id: 'finished', label: 'Finished', empty: FOOTBALL_EMPTY.finished },
];

/** The football sections, as route tabs under the heading. */
const FOOTBALL_SECTIONS = [
  { to: '/football', label: 'Scores', end: true },
  { to: '/football/fixtures-results', label: 'Fixtures and results' },
  { to: '/football/league-tables', label: 'League tables' },
  { to: '/football/tips-centre', label: 'Tips' },
  { to: '/football/tournaments', label: 'Tournaments' },
  { to: '/football/transfer-centre', label: 'Transfers' },
  { to: '/football/live/vidiprinter', label: 'Vidiprinter' },
];

/** The Premier League: the hub's side table (competition id 2 in the feed). */
const HUB_TABLE = { id: 2, name: 'Premier League', rows: 6 };

function pick(tab: Tab, matches: FootballMatch[]): FootballMatch[] {
  if (tab === 'live') return matches.filter((m) => isOngoing(m.state));
  if (tab === 'upcoming') return upcomingMatches(matches);
  if (tab === 'finished') return matches.filter((m) => isFinished(m.state));
  return matches;
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
  margin-bottom: ${space.md};
  label {
    margin-left: auto;
  }
`;

/** The hub's own way into the sections (the shell's football bar is not there on a phone). */
const Sections = styled(NavTabs)`
  margin-bottom: ${space.lg};
`;

const More = styled.p`
  margin: ${space.sm} 0 0;
`;

function TopOfTable() {
  const { data } = useLeagueTable(HUB_TABLE.id);
  const movementIcons = useFeatureFlag('footballMovementIcons');
  const rows = data?.groups[0]?.rows.slice(0, HUB_TABLE.rows);
  if (!rows) return null;
  return (
    <CardSection title={HUB_TABLE.name} titleId="hub-table-heading">
      <TableWrap>
        <DataTable
          caption={`${HUB_TABLE.name}: the top ${HUB_TABLE.rows}`}
          captionHidden
          columns={tableColumns(movementIcons).filter((c) => COMPACT_COLUMNS.includes(c.key))}
          rows={rows}
          rowKey={(r) => String(r.team.id)}
        />
      </TableWrap>
      <More>
        <TextLink to={leagueTablePath(HUB_TABLE.name, HUB_TABLE.id)}>Full {HUB_TABLE.name} table</TextLink>
      </More>
    </CardSection>
  );
}

/** /football: today's matches, filterable by live, upcoming and finished, beside the top of the Premier League. */
export function HubPage() {
  const [tab, setTab] = useState<Tab>('all');
  const { data, isPending, isError, refetch } = useMatchesOn(londonDate());
  // Asked now, beside the matches (one request either way: TopOfTable asks under the same key).
  useLeagueTable(HUB_TABLE.id);
  const showScorers = usePreferences((s) => s.footballShowScorers);
  const setPreference = usePreferences((s) => s.actions.setPreference);
  const current = TABS.find((t) => t.id === tab)!;
  const matches = data ? pick(tab, data.matches) : [];
  return (
    <>
      <h1>Football</h1>
      <Sections label="Football sections" items={FOOTBALL_SECTIONS} />
      <FootballSignPosts />
      <Columns from="desktop" widths={[2, 1]}>
        <section aria-labelledby="today-heading">
          <h2 id="today-heading">Today&apos;s matches</h2>
          <Filters role="group" aria-label="Show matches">
            {TABS.map((t) => (
              <Button
                key={t.id}
                size="sm"
                variant={t.id === tab ? 'primary' : 'secondary'}
                aria-pressed={t.id === tab}
                onClick={() => setTab(t.id)}
              >
                {t.label}
              </Button>
            ))}
            <ScorersToggle
              checked={showScorers}
              onChange={(show) => setPreference('footballShowScorers', show)}
            />
          </Filters>
          {isPending && <LoadingBlock label="Loading today's matches" lines={8} />}
          {isError && (
            <ErrorState title="Today's matches could not be loaded." onRetry={() => void refetch()}>
              Please try again shortly.
            </ErrorState>
          )}
          {data &&
            (matches.length ? (
              <ByCompetition matches={matches} showScorers={showScorers} />
            ) : (
              <EmptyState icon="football" title={current.empty} />
            ))}
        </section>
        {/* On a phone the table sits under the matches: shown before they arrive, it was pushed down the page when they
            did (a layout shift of 0.23). It waits for them; its data is already being fetched. */}
        {!isPending && <TopOfTable />}
      </Columns>
    </>
  );
}
