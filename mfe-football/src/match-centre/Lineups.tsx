import styled from 'styled-components';
import { playerPath } from '@sl/contracts';
import { POSITION_NAMES } from '@sl/contracts/fantasy';
import { type LineupPlayer, type LineupSide, type MatchLineups } from '@sl/contracts/match-centre';
import { NavLink } from '@sl/contracts/routing';
import {
  Badge,
  Card,
  CardTitle,
  NEUTRAL,
  borderWidth,
  color,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  radius,
  size,
  space,
} from '@sl/ui';
import { TeamCrest } from './TeamCrest';

const Sides = styled.div`
  display: grid;
  gap: ${space.lg};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * Half a pitch, the side attacking up the page: halfway line and centre circle at the top, the penalty area and
 * goal at the bottom. Drawn with borders in the pitch-line colour, so both schemes get the same markings.
 */
const Pitch = styled.ol`
  position: relative;
  display: flex;
  flex-direction: column-reverse;
  justify-content: space-around;
  gap: ${space.md};
  min-height: calc(${size.pitchMax} * 0.8);
  margin: 0 auto;
  max-width: ${size.pitchMax};
  padding: ${space.xl} ${space.xs} ${space.lg};
  list-style: none;
  background: ${color.pitch};
  border: ${borderWidth.thick} solid ${color.pitchLine};
  border-radius: ${radius.sm};
  overflow: hidden;
  &::before {
    content: '';
    position: absolute;
    left: 50%;
    top: 0;
    width: 30%;
    aspect-ratio: 1;
    border: ${borderWidth.thick} solid ${color.pitchLine};
    border-radius: ${radius.round};
    transform: translate(-50%, -50%);
  }
  &::after {
    content: '';
    position: absolute;
    left: 20%;
    right: 20%;
    bottom: 0;
    height: 16%;
    border: ${borderWidth.thick} solid ${color.pitchLine};
    border-bottom: none;
  }
`;

const Line = styled.li`
  position: relative;
  z-index: 1;
  ol {
    display: flex;
    justify-content: space-around;
    gap: ${space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Spot = styled.li`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  align-items: center;
  gap: ${space.xxs};
  min-width: 0;
  color: ${NEUTRAL.white};
  font-size: ${fontSize.xxs};
  line-height: ${lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
  ${media.tablet} {
    font-size: ${fontSize.xs};
  }
  a {
    color: inherit;
    text-decoration: none;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space.xxs};
    min-height: ${size.targetMin};
  }
  a:hover span:last-child {
    text-decoration: underline;
  }
`;

/** The shirt: the club's home colours when the feed gives them. */
const Shirt = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size.cloth};
  height: ${size.cloth};
  border: ${borderWidth.heavy} solid ${NEUTRAL.white};
  border-radius: ${radius.round};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
`;

const Bench = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${size.inputMin}, 1fr));
  gap: ${space.xs} ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};
  li {
    display: flex;
    gap: ${space.sm};
    align-items: baseline;
  }
`;

const ShirtNo = styled.span`
  min-width: ${size.badge};
  color: ${color.muted};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  flex-wrap: wrap;
  margin-bottom: ${space.md};
  h3 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
`;

const Sub = styled.h4`
  margin: ${space.lg} 0 ${space.sm};
  font-size: ${fontSize.md};
`;

/** "Kai Silva" is "Silva" on a shirt-sized spot; the full name is in the link's accessible name. */
const surname = (name: string) => name.split(' ').slice(1).join(' ') || name;

function PlayerSpot({ player, colours }: { player: LineupPlayer; colours: LineupSide['team']['colours'] }) {
  // The club's colour rings the shirt; the number stays on the surface colour, which reads in both schemes
  // whatever the club wears (a club's own text colour is chosen for its crest's size, not a 12 px figure).
  const shirtStyle = colours ? { borderColor: colours.primary } : undefined;
  return (
    <Spot>
      <NavLink
        to={playerPath(player.name, player.id)}
        aria-label={`${player.shirt} ${player.name}, ${POSITION_NAMES[player.position]}`}
      >
        <Shirt style={shirtStyle} aria-hidden="true">
          {player.shirt}
        </Shirt>
        <span aria-hidden="true">{surname(player.name)}</span>
      </NavLink>
    </Spot>
  );
}

const lineName = (index: number, count: number) =>
  index === 0 ? 'Goalkeeper' : index === 1 ? 'Defence' : index === count - 1 ? 'Attack' : 'Midfield';

function SideLineup({ side }: { side: LineupSide }) {
  const { team } = side;
  return (
    <Card as="section" aria-labelledby={`lineup-${team.id}`}>
      <Heading>
        <TeamCrest team={team} />
        <h3 id={`lineup-${team.id}`}>{team.name}</h3>
        <Badge tone="info" title="Formation">
          {side.formation}
        </Badge>
      </Heading>
      <Pitch aria-label={`${team.name} starting eleven, ${side.formation}`} data-testid="pitch">
        {side.lines.map((line, i) => (
          <Line key={i} aria-label={lineName(i, side.lines.length)}>
            <ol>
              {line.map((p) => (
                <PlayerSpot key={p.id} player={p} colours={team.colours} />
              ))}
            </ol>
          </Line>
        ))}
      </Pitch>
      <Sub>Substitutes</Sub>
      <Bench aria-label={`${team.name} substitutes`}>
        {side.substitutes.map((p) => (
          <li key={p.id}>
            <ShirtNo>{p.shirt}</ShirtNo>
            <NavLink to={playerPath(p.name, p.id)}>{p.name}</NavLink>
            {p.position === 'GK' && (
              <Badge tone="neutral" title="Goalkeeper">
                GK
              </Badge>
            )}
          </li>
        ))}
      </Bench>
      {side.manager && <p>Manager: {side.manager}</p>}
    </Card>
  );
}

/** Both starting elevens on a pitch by formation, with the benches; before the team sheets, the predicted sides. */
export function Lineups({ lineups }: { lineups: MatchLineups }) {
  return (
    <section aria-labelledby="lineups-heading">
      <CardTitle level={2} id="lineups-heading">
        {lineups.status === 'predicted' ? 'Predicted lineups' : 'Lineups'}
      </CardTitle>
      <p>
        {lineups.status === 'predicted'
          ? 'The sides we expect: team sheets are handed in an hour before kick-off.'
          : 'From the team sheets handed in an hour before kick-off.'}
      </p>
      <Sides>
        <SideLineup side={lineups.home} />
        <SideLineup side={lineups.away} />
      </Sides>
    </section>
  );
}
