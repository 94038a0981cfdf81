import { Link, useParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import { MatchRow } from '../matches/MatchRow';
import { LeagueTables } from '../pages/LeagueTablePage';
import { NotFound } from '../pages/NotFound';
import { useTournament, useTournaments } from './api';
import type { RoundStatus, TournamentResponse, TournamentRound, TournamentSummary } from './types';
import { ErrorState, color, space, LoadingBlock } from '@sl/ui';

const Fixtures = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${space.md};
  background: ${color.surface};
`;

const STATUS: Record<RoundStatus, string> = {
  complete: 'Complete',
  'in-progress': 'Being played',
  drawn: 'Drawn, to be played',
  'to-be-drawn': 'Still to be drawn',
};

const dates = (r: TournamentRound) => {
  const f = (d: string) =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${d}T12:00:00Z`));
  return r.from === r.to ? f(r.from) : `${f(r.from)} to ${f(r.to)}`;
};

const tournamentPath = (slug: string) => `/football/tournaments/${slug}`;

const KIND: Record<TournamentSummary['kind'], string> = {
  cup: 'Knockout cup',
  european: 'European competition',
  international: 'International football',
};

function Round({ round, open }: { round: TournamentRound; open: boolean }) {
  const id = `round-${round.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} data-testid="tournament-round" data-status={round.status}>
      <h3 id={id}>{round.name}</h3>
      <p>
        {STATUS[round.status]} · {dates(round)} · {round.ties} {round.ties === 1 ? 'match' : 'matches'}
      </p>
      {round.matches.length > 0 &&
        (open ? (
          <Fixtures aria-label={`${round.name} fixtures and results`}>
            {round.matches.map((m) => (
              <MatchRow key={m.match_reference.id} match={m} />
            ))}
          </Fixtures>
        ) : (
          <details>
            <summary>Show the {round.name.toLowerCase()} fixtures and results</summary>
            <Fixtures aria-label={`${round.name} fixtures and results`}>
              {round.matches.map((m) => (
                <MatchRow key={m.match_reference.id} match={m} />
              ))}
            </Fixtures>
          </details>
        ))}
    </section>
  );
}

/** A tournament as the service answers it: the draw, the league-phase table, the rounds (current one open). */
export function TournamentView({ data }: { data: TournamentResponse }) {
  const { tournament, rounds, table, draw } = data;
  const current = tournament.currentRound;
  return (
    <>
      <p>
        {KIND[tournament.kind]}, {tournament.season} season.{' '}
        {tournament.winner
          ? `${tournament.winner} won the final.`
          : current
            ? `Now: ${current}.`
            : 'Every round is played.'}
      </p>
      {draw && (
        <p data-testid="draw-state">
          <strong>Next draw:</strong> {draw.text}
        </p>
      )}
      {table && (
        <>
          <h2>Table</h2>
          <LeagueTables data={table} />
        </>
      )}
      <h2>Rounds</h2>
      {rounds.length === 0 ? (
        <p>No rounds this season yet.</p>
      ) : (
        rounds.map((r) => <Round key={r.name} round={r} open={r.name === current} />)
      )}
    </>
  );
}

/** /football/tournaments/{slug} */
export function TournamentPage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError } = useTournament(slug);
  if (isError) return <NotFound />;
  return (
    <>
      <h1>{data ? data.tournament.name : 'Tournament'}</h1>
      {isPending || !data ? <LoadingBlock /> : <TournamentView data={data} />}
      <p>
        <Link to="/football/tournaments">All tournaments</Link>
      </p>
    </>
  );
}

/** /football/tournaments: the cups, European competitions and internationals in the feed. */
export function TournamentsIndex() {
  const { data, isPending } = useTournaments();
  return (
    <>
      <h1>Football tournaments</h1>
      <p>
        The cup competitions, European nights and international matches of the{' '}
        {data?.tournaments[0]?.season ?? ''} season.
      </p>
      {isPending ? (
        <LoadingBlock />
      ) : (
        <ul data-testid="tournaments">
          {(data?.tournaments ?? []).map((t) => (
            <li key={t.id}>
              <Link to={tournamentPath(t.slug)}>{t.name}</Link>: {KIND[t.kind].toLowerCase()}
              {t.winner ? `, won by ${t.winner}` : t.currentRound ? `, now ${t.currentRound}` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /football/euros: the European national teams' matches the feed has (the finals are not in this calendar). */
export function EurosPage() {
  const { data, isPending, isError } = useTournament('internationals');
  return (
    <>
      <h1>Euros: European international football</h1>
      <p>
        The European Championship finals are not in this season&apos;s calendar. Here are Europe&apos;s
        national teams in the Nations League and friendlies, with every result and the fixtures still to come.
      </p>
      {isError ? (
        <ErrorState title="The international fixtures could not be loaded." />
      ) : isPending || !data ? (
        <LoadingBlock />
      ) : (
        <TournamentView data={data} />
      )}
      <p>
        <Link to="/football/tournaments">All tournaments</Link>
      </p>
    </>
  );
}
