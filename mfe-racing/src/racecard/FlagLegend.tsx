import styled from 'styled-components';
import { color, fontSize, fontWeight, size, space } from '@sl/ui';
import { FLAGS, HORSES_FOR_COURSES, flagId } from './flags';

const Legend = styled.details`
  margin: ${space.sm} 0 ${space.lg};
  font-size: ${fontSize.sm};
  summary {
    display: flex;
    align-items: center;
    min-height: ${size.targetMin};
    cursor: pointer;
    color: ${color.link};
    font-weight: ${fontWeight.semibold};
  }
  dl {
    display: grid;
    gap: ${space.xs};
    margin: ${space.sm} 0 0;
  }
  dt {
    font-weight: ${fontWeight.bold};
  }
  dd {
    margin: 0;
    color: ${color.muted};
  }
`;

/** The explanation every flag badge points at (aria-describedby), shown once per card. */
export function FlagLegend() {
  return (
    <Legend>
      <summary>What the flags mean</summary>
      <dl>
        {[...FLAGS, { key: 'horsesForCoursePos', ...HORSES_FOR_COURSES }].map((flag) => (
          <div key={flag.key}>
            <dt>{flag.label}</dt>
            <dd id={flagId(flag.key)}>{flag.explanation}</dd>
          </div>
        ))}
        <div>
          <dt>Top rated</dt>
          <dd id={flagId('topRated')}>The highest-rated runner in the race on our adjusted ratings.</dd>
        </div>
      </dl>
    </Legend>
  );
}
