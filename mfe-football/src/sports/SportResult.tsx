import styled from 'styled-components';
import type { Side, SportCompetitor, SportResult as Result } from '@sl/contracts';

const Score = styled.p`
  margin: 4px 0;
  font-variant-numeric: tabular-nums;

  strong {
    font-size: 1.05rem;
  }
`;

const Summary = styled.p`
  margin: 4px 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

const Table = styled.div`
  overflow-x: auto;
  max-width: 100%;

  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.9rem;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding: 4px 0;
  }
  th,
  td {
    text-align: left;
    padding: 4px 8px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    white-space: nowrap;
  }
  .num {
    text-align: right;
  }
`;

const BOXING_METHODS = {
  KO: 'by knockout',
  TKO: 'by technical knockout',
  RTD: 'on a retirement',
  UD: 'on a unanimous decision',
  SD: 'on a split decision',
  MD: 'on a majority decision',
  PTS: 'on points',
} as const;

const name = (competitors: SportCompetitor[], side: Side) => competitors[side]?.name ?? `Side ${side + 1}`;

/** "A 6-4 B" with the winner in bold, the score the sport keeps (sets, legs, frames, rubbers, points). */
function TwoSided({
  competitors,
  score,
  winner,
  unit,
}: {
  competitors: SportCompetitor[];
  score: [number, number];
  winner: Side | null;
  unit: string;
}) {
  const side = (s: Side) =>
    winner === s ? <strong>{name(competitors, s)}</strong> : <span>{name(competitors, s)}</span>;
  return (
    <Score data-testid="sport-score">
      {side(0)} <strong>{score[0]}</strong>–<strong>{score[1]}</strong> {side(1)}
      {unit && <> ({unit})</>}
    </Score>
  );
}

/** A finished event's result in its sport's own form, with the feed's result line. */
export function SportResult({
  result,
  competitors,
  full = false,
}: {
  result: Result;
  competitors: SportCompetitor[];
  /** The event page shows a longer leaderboard. */
  full?: boolean;
}) {
  // A bare score line ('5-3') says nothing the score above does not.
  const summary = /^\d+-\d+$/.test(result.summary) ? null : (
    <Summary data-testid="sport-summary">{result.summary}</Summary>
  );
  switch (result.kind) {
    case 'darts':
      return (
        <>
          <TwoSided
            competitors={competitors}
            score={result.score}
            winner={result.winner}
            unit={result.unit}
          />
          {summary}
        </>
      );
    case 'snooker':
      return (
        <>
          <TwoSided competitors={competitors} score={result.frames} winner={result.winner} unit="frames" />
          {summary}
        </>
      );
    case 'team-tennis':
      return (
        <>
          <TwoSided competitors={competitors} score={result.rubbers} winner={result.winner} unit="rubbers" />
          {summary}
        </>
      );
    case 'points':
      return (
        <>
          <TwoSided competitors={competitors} score={result.score} winner={result.winner} unit="" />
          {summary}
        </>
      );
    case 'tennis':
      return (
        <>
          <Score data-testid="sport-score">
            <strong>{name(competitors, result.winner)}</strong> beat{' '}
            {name(competitors, result.winner === 0 ? 1 : 0)}{' '}
            <span data-testid="tennis-sets">{result.sets.join(' ')}</span>
          </Score>
          {summary}
        </>
      );
    case 'boxing':
      return (
        <>
          <Score data-testid="sport-score">
            <strong>{name(competitors, result.winner)}</strong> won {BOXING_METHODS[result.method]} (
            {result.method}) in round {result.round} of {result.scheduledRounds}
          </Score>
          {summary}
        </>
      );
    case 'cricket':
      return (
        <>
          <ul data-testid="cricket-innings" style={{ margin: '4px 0', paddingLeft: 18 }}>
            {result.innings.map((inn, i) => (
              <li key={i}>
                {name(competitors, inn.side)} {inn.text}
              </li>
            ))}
          </ul>
          {summary}
        </>
      );
    case 'golf': {
      const lines = result.leaderboard.slice(0, full ? 30 : 10);
      return (
        <>
          {summary}
          <Table role="region" aria-label={`Leaderboard, par ${result.par}`} tabIndex={0}>
            <table data-testid="golf-leaderboard">
              <caption>Leaderboard, par {result.par}</caption>
              <thead>
                <tr>
                  <th scope="col">Pos</th>
                  <th scope="col">Player</th>
                  <th scope="col" className="num">
                    Rounds
                  </th>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col" className="num">
                    To par
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={`${line.position}-${line.name}`}>
                    <td>{line.position}</td>
                    <td>
                      {line.name}
                      {line.country && ` (${line.country})`}
                    </td>
                    <td className="num">{line.rounds.join('-')}</td>
                    <td className="num">{line.total}</td>
                    <td className="num">{line.toParText}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Table>
        </>
      );
    }
  }
}
