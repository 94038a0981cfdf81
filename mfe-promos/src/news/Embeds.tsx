import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { matchPath, racecardPath, type FootballMatch, type RaceCardResponse } from '@sl/contracts';
import { useEmbeddedMatch, useEmbeddedRace } from './api';
import {
  VisuallyHidden,
  borderWidth,
  color,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  space,
} from '@sl/ui';

const EmbedCard = styled.aside`
  margin: ${space.xl} 0;
  padding: ${space.md} ${space.lg};
  min-height: ${space.huge};
  border: ${borderWidth.hairline} solid ${color.border};
  border-left: ${borderWidth.bar} solid ${color.primary};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.sm};
  line-height: ${lineHeight.snug};
  && h2 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.md};
  }
  && p {
    margin: ${space.xs} 0;
  }
  .meta {
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
  && ol {
    margin: ${space.xs} 0;
    padding-left: 1.4em;
  }
  a {
    color: ${color.link};
    font-weight: ${fontWeight.bold};
  }
`;

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

function RaceSummary({ race }: { race: RaceCardResponse }) {
  const runners = race.entries.filter((e) => e.statusId === 21).length;
  const placed = race.result?.placings.filter((p) => p.position > 0).slice(0, 3) ?? [];
  const day = race.meetingDate.slice(0, 10);
  return (
    <>
      <h2>
        {race.offTimeLocal} {race.courseName}
      </h2>
      <p>{race.title}</p>
      <p className="meta">
        {londonTime.format(new Date(race.offTime))} · {race.distance} · {race.going} · {runners} runners
      </p>
      {placed.length > 0 && (
        <ol aria-label="Result">
          {placed.map((p) => (
            <li key={p.horseCode}>
              {p.horseName} {p.startingPrice && <span className="meta">({p.startingPrice})</span>}
            </li>
          ))}
        </ol>
      )}
      <p>
        <Link to={racecardPath(day, race.courseName, race.raceId, race.title)}>
          {placed.length > 0 ? 'Full result and race card' : 'Full race card'}
          <VisuallyHidden>
            : {race.offTimeLocal} {race.courseName}
          </VisuallyHidden>
        </Link>
      </p>
    </>
  );
}

/** A compact race card for an article, drawn live from the racing service, linking to the full race card. */
export function RaceCardEmbed({ raceId }: { raceId: number }) {
  const { data: race, isPending, isError } = useEmbeddedRace(raceId);
  return (
    <EmbedCard aria-label="Race card" data-embed="race-card" aria-busy={isPending}>
      {race ? (
        <RaceSummary race={race} />
      ) : isPending ? (
        <p className="meta">Loading the race card…</p>
      ) : (
        <p>
          {isError ? 'This race card is not available right now. ' : ''}
          <Link to="/racing/racecards">See today’s racecards</Link>
        </p>
      )}
    </EmbedCard>
  );
}

function MatchSummary({ match }: { match: FootballMatch }) {
  const home = match.team_score_a.team.name;
  const away = match.team_score_b.team.name;
  const started = match.state !== 'PREMATCH';
  return (
    <>
      <h2>{started ? `${home} ${match.homeGoals}-${match.awayGoals} ${away}` : `${home} v ${away}`}</h2>
      <p className="meta">
        {match.competition.name} ·{' '}
        {started ? match.clock || match.state : `${match.match_date} ${match.match_time}`}
      </p>
      <p>
        <Link to={matchPath(match.match_reference.id, home, away)}>
          Match centre<VisuallyHidden>: {`${home} v ${away}`}</VisuallyHidden>
        </Link>
      </p>
    </>
  );
}

/** A compact match card for an article, drawn live from the football service, linking to the match page. */
export function MatchCardEmbed({ matchId }: { matchId: number }) {
  const { data: match, isPending, isError } = useEmbeddedMatch(matchId);
  return (
    <EmbedCard aria-label="Match" data-embed="match-card" aria-busy={isPending}>
      {match ? (
        <MatchSummary match={match} />
      ) : isPending ? (
        <p className="meta">Loading the match…</p>
      ) : (
        <p>
          {isError ? 'This match is not available right now. ' : ''}
          <Link to="/football/fixtures-results">See fixtures and results</Link>
        </p>
      )}
    </EmbedCard>
  );
}
