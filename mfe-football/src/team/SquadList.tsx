import styled from 'styled-components';
import {
  CardSection,
  bareList,
  TextLink,
  VisuallyHidden,
  borderWidth,
  color,
  fontSize,
  fontWeight,
  radius,
  size,
  space,
  square,
} from '@sl/ui';
import { playerPath } from '@sl/contracts';
import { FANTASY_POSITIONS, type FantasyPosition } from '@sl/contracts/fantasy';
import { type SquadPlayer } from '@sl/contracts/match-centre';

const GROUP_NAME: Record<FantasyPosition, string> = {
  GK: 'Goalkeepers',
  DEF: 'Defenders',
  MID: 'Midfielders',
  FWD: 'Forwards',
};

/** Newspaper columns: the short keepers' list and the defenders flow into one column, not a gap beside them. */
const Groups = styled.div`
  column-width: ${size.inputMin};
  column-gap: ${space.xl};
  > section {
    break-inside: avoid;
    margin-bottom: ${space.lg};
  }
  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.sm};
    color: ${color.muted};
    text-transform: uppercase;
  }
  ul {
    ${bareList}
  }
  li {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: ${size.target};
    border-bottom: ${borderWidth.hairline} solid ${color.border};
  }
`;

const Shirt = styled.span`
  ${square(size.cloth)}
  border-radius: ${radius.sm};
  background: ${color.surfaceSunken};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

/** The squad by position (goalkeepers first), each player with his shirt number and a link to his page. */
export function SquadList({ squad }: { squad: SquadPlayer[] }) {
  return (
    <CardSection title="Squad" titleId="squad-heading">
      <Groups>
        {FANTASY_POSITIONS.map((position) => {
          const players = squad.filter((p) => p.position === position);
          if (!players.length) return null;
          return (
            <section key={position} aria-labelledby={`squad-${position}`} data-testid={`squad-${position}`}>
              <h3 id={`squad-${position}`}>{GROUP_NAME[position]}</h3>
              <ul>
                {players.map((p) => (
                  <li key={p.id}>
                    <Shirt data-testid="shirt">
                      <VisuallyHidden>Shirt </VisuallyHidden>
                      {p.shirt}
                    </Shirt>
                    <TextLink to={playerPath(p.name, p.id)}>{p.name}</TextLink>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </Groups>
    </CardSection>
  );
}
