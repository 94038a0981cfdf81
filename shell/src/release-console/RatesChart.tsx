import styled from 'styled-components';
import type { RemoteRates } from '@sl/contracts/release';
import { LineChart, color, fontSize, space } from '@sl/ui';
import { hourSummary, ratePoints } from './describe';

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${space.lg};
  p {
    margin: ${space.xxs} 0 0;
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
`;

interface Props {
  rates: RemoteRates;
  /** The versions to show first: live and rollout, in that order. */
  versions: Array<string | null>;
}

/**
 * Each version's failure rate over the last hour in five-minute steps, one small chart per version (live,
 * rollout, then any other that served pages), so the rollout's line is never hidden behind the live one's.
 */
export function RatesChart({ rates, versions }: Props) {
  const order = (v: string) => {
    const i = versions.indexOf(v);
    return i === -1 ? versions.length : i;
  };
  const shown = [...rates.versions].sort((a, b) => order(a.version) - order(b.version));
  if (shown.length === 0) return <p>No pages served or failures reported in the last hour.</p>;
  return (
    <Charts>
      {shown.map((version) => (
        <div key={version.version} data-testid={`rates-${version.version}`}>
          <LineChart
            label={`Failure rate of ${version.version}, last hour`}
            yLabel="Failed %"
            xLabel="Five minutes from"
            points={ratePoints(version)}
            yCovers={[0, 5]}
          />
          <p>{hourSummary(version)}</p>
        </div>
      ))}
    </Charts>
  );
}
