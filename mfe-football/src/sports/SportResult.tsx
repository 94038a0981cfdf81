import styled from 'styled-components';
import type { Side, SportCompetitor, SportResult as Result } from '@sl/contracts';
import { PlainTable, ScrollRegion, TableHead, color, fontSize, space } from '@sl/ui';

const Score = styled.p`
  margin: ${space.xs} 0;
  font-variant-numeric: tabular-nums;

  strong {
    font-size: ${fontSize.md};
  }
`;

const Summary = styled.p`
  margin: ${space.xs} 0;
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const LEADERBOARD_COLUMNS = [
  'Pos',
  'Player',
  ...['Rounds', 'Total', 'To par'].map((label) => ({ label, num: true })),
];

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
  title,
  full = false,
}: {
  result: Result;
  competitors: SportCompetitor[];
  /** The event's title: a sport's list shows several leaderboards, and each region needs a name of its own. */
  title: string;
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
          <ul data-testid="cricket-innings" style={{ margin: `${space.xs} 0`, paddingLeft: space.lg }}>
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
          <ScrollRegion label={`${title}: leaderboard, par ${result.par}`}>
            <PlainTable small nowrap="all" tabular data-testid="golf-leaderboard">
              <caption>Leaderboard, par {result.par}</caption>
              <TableHead columns={LEADERBOARD_COLUMNS} />
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
            </PlainTable>
          </ScrollRegion>
        </>
      );
    }
  }
}
