import { NavLink } from '@sl/contracts/routing';
import styled from 'styled-components';
import { playerPath, type FootballMatch, type MatchEvent } from '@sl/contracts';
import {
  CardTitle,
  Icon,
  borderWidth,
  color,
  fontSize,
  fontWeight,
  radius,
  size,
  space,
  type IconName,
} from '@sl/ui';

type Entry =
  { kind: 'event'; event: MatchEvent; off?: MatchEvent } | { kind: 'marker'; minute: number; label: string };

const LABEL: Record<MatchEvent['type'], string> = {
  GOAL: 'Goal',
  OWN_GOAL: 'Own goal',
  PENALTY: 'Penalty',
  SUBSTITUTION_ON: 'Substitution',
  SUBSTITUTION_OFF: 'Substitution',
  YELLOW_CARD: 'Yellow card',
  SECOND_YELLOW_CARD: 'Second yellow card',
  RED_CARD: 'Red card',
};

const EXTRA_TIME_STATES: ReadonlySet<FootballMatch['state']> = new Set([
  'EXTRAFIRSTHALF',
  'EXTRAHALFTIME',
  'EXTRASECONDHALF',
  'FULLTIMEPENS',
  'SHOOTOUT',
]);

/**
 * The whistles: half time once the first half is over, the end of normal time before extra time, full time once
 * the match is over. A score-only feed (LIVE) reports no halves, and an abandoned match's half time is shown only
 * when something happened after it.
 */
function markers(match: FootballMatch): Entry[] {
  const { state } = match;
  const out: Entry[] = [];
  const pastHalfTime =
    state === 'ABANDONED'
      ? match.events.some((e) => e.minute > 45)
      : !['PREMATCH', 'FIRSTHALF', 'LIVE'].includes(state);
  if (pastHalfTime) out.push({ kind: 'marker', minute: 45.5, label: 'Half time' });
  const result = match.match_outcome.result_type;
  if (EXTRA_TIME_STATES.has(state) || result === 'EXTRATIME' || result === 'PENALTYSHOOTOUT')
    out.push({ kind: 'marker', minute: 90.5, label: 'End of normal time' });
  if (state === 'FULLTIME')
    out.push({
      kind: 'marker',
      minute: Infinity,
      label: match.clock === 'FT' ? 'Full time' : `Full time (${match.clock})`,
    });
  if (state === 'ABANDONED') out.push({ kind: 'marker', minute: Infinity, label: 'Match abandoned' });
  return out;
}

/** A substitution is one line (on for off); everything else a line of its own; markers between, in order. */
function timelineOf(match: FootballMatch): Entry[] {
  const entries: Entry[] = [];
  const offs = match.events.filter((e) => e.type === 'SUBSTITUTION_OFF');
  const used = new Set<MatchEvent>();
  for (const e of match.events) {
    if (e.type === 'SUBSTITUTION_OFF') continue;
    if (e.type === 'SUBSTITUTION_ON') {
      const off = offs.find((o) => !used.has(o) && o.minute === e.minute && o.side === e.side);
      if (off) used.add(off);
      entries.push({ kind: 'event', event: e, off });
    } else entries.push({ kind: 'event', event: e });
  }
  const minute = (x: Entry) => (x.kind === 'event' ? x.event.minute : x.minute);
  return [...entries, ...markers(match)].sort((a, b) => minute(a) - minute(b));
}

const Card = styled.span<{ $tone: 'yellow' | 'red' }>`
  display: inline-block;
  width: ${size.dot};
  height: calc(${size.dot} * 1.5);
  border-radius: ${radius.sm};
  background: ${(p) => (p.$tone === 'yellow' ? color.warning : color.negative)};
`;

const ICON: Partial<Record<MatchEvent['type'], IconName>> = {
  GOAL: 'football',
  PENALTY: 'football',
  OWN_GOAL: 'football',
  SUBSTITUTION_ON: 'refresh',
};

function Mark({ type }: { type: MatchEvent['type'] }) {
  if (type === 'YELLOW_CARD') return <Card $tone="yellow" aria-hidden="true" />;
  if (type === 'RED_CARD') return <Card $tone="red" aria-hidden="true" />;
  if (type === 'SECOND_YELLOW_CARD')
    return (
      <span aria-hidden="true">
        <Card $tone="yellow" /> <Card $tone="red" />
      </span>
    );
  return <Icon name={ICON[type] ?? 'info'} size="sm" />;
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-left: ${borderWidth.thick} solid ${color.border};
`;

const Item = styled.li<{ $side?: 'home' | 'away' }>`
  display: grid;
  grid-template-columns: ${size.avatar} ${size.iconLg} minmax(0, 1fr);
  align-items: center;
  gap: ${space.sm};
  padding: ${space.sm} ${space.sm};
  border-bottom: ${borderWidth.hairline} solid ${color.border};
  font-size: ${fontSize.sm};
  &[data-side='away'] {
    background: ${color.surfaceAlt};
  }
  &[data-goal] {
    font-weight: ${fontWeight.semibold};
  }
  a {
    overflow-wrap: anywhere;
  }
`;

const Minute = styled.span`
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Marker = styled.li`
  padding: ${space.xs} ${space.sm};
  background: ${color.surfaceSunken};
  color: ${color.muted};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  text-transform: uppercase;
`;

const Team = styled.span`
  color: ${color.muted};
  font-weight: ${fontWeight.regular};
`;

const Player = ({ event }: { event: MatchEvent }) => (
  <NavLink to={playerPath(event.player.name, event.player.id)}>{event.player.name}</NavLink>
);

/** Goals, cards and substitutions with their minutes, and the half-time and full-time whistles, in order. */
export function Timeline({ match }: { match: FootballMatch }) {
  const team = (side: 'home' | 'away') =>
    side === 'home' ? match.team_score_a.team.name : match.team_score_b.team.name;
  const entries = timelineOf(match);
  return (
    <section aria-labelledby="timeline-heading">
      <CardTitle level={2} id="timeline-heading">
        Timeline
      </CardTitle>
      {match.events.length === 0 && <p>Nothing has happened yet.</p>}
      {entries.length > 0 && (
        <List data-testid="match-events">
          {entries.map((entry, i) =>
            entry.kind === 'marker' ? (
              <Marker key={`m${i}`}>{entry.label}</Marker>
            ) : (
              <Item
                key={i}
                data-side={entry.event.side}
                data-goal={['GOAL', 'PENALTY', 'OWN_GOAL'].includes(entry.event.type) || undefined}
              >
                <Minute>{entry.event.minute}&apos;</Minute>
                <Mark type={entry.event.type} />
                <span>
                  {LABEL[entry.event.type]}: <Player event={entry.event} />
                  {entry.off && (
                    <>
                      {' '}
                      on for <Player event={entry.off} />
                    </>
                  )}{' '}
                  <Team>
                    (
                    {team(
                      // An own goal counts for `side` but the player is the other team's.
                      entry.event.type === 'OWN_GOAL'
                        ? entry.event.side === 'home'
                          ? 'away'
                          : 'home'
                        : entry.event.side,
                    )}
                    )
                  </Team>
                </span>
              </Item>
            ),
          )}
        </List>
      )}
    </section>
  );
}
