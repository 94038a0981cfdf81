import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { TRAP_COLOURS, type TrapNumber } from '@sl/contracts';
import { borderWidth, color, fontSize, fontWeight, radius, size, space, square } from '@sl/ui';

// Trap 6 is black and white stripes: drawn as hoops so it never reads as plain black (trap 4).
// The colours are the racing rules' (contracts), the same in both schemes, like silks.
const TRAP_6_STRIPES = `repeating-linear-gradient(180deg, ${TRAP_COLOURS[4].background} 0 ${space.xs}, ${TRAP_COLOURS[3].background} ${space.xs} ${space.sm})`;

const Jacket = styled.span`
  ${square(size.iconXl)}
  border-radius: ${radius.sm};
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.md};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  /* A white jacket (trap 3) and the stripes need an edge on a white page. */
  border: ${borderWidth.hairline} solid ${color.borderStrong};

  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${size.badge};
    height: ${size.badge};
    border-radius: ${radius.pill};
  }
`;

/** The jacket's colours as inline style, so the colour a punter sees is the table's and nothing else. */
function trapStyle(trap: TrapNumber): { jacket: CSSProperties; number: CSSProperties } {
  const { background, foreground } = TRAP_COLOURS[trap];
  if (trap === 6)
    // The number sits on a black disc over the stripes so it stays readable.
    return {
      jacket: { backgroundColor: background, backgroundImage: TRAP_6_STRIPES, color: foreground },
      number: { backgroundColor: background },
    };
  return { jacket: { backgroundColor: background, color: foreground }, number: {} };
}

/** A trap's jacket in its colour with its number; screen readers hear "Trap 6". */
export function TrapJacket({ trap }: { trap: TrapNumber }) {
  const style = trapStyle(trap);
  return (
    <Jacket
      role="img"
      aria-label={`Trap ${trap}`}
      title={`Trap ${trap}: ${TRAP_COLOURS[trap].name}`}
      data-trap={trap}
      style={style.jacket}
    >
      <span aria-hidden="true" style={style.number}>
        {trap}
      </span>
    </Jacket>
  );
}
