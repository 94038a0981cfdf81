import styled from 'styled-components';
import { formatOdds, type BettingForecastItem, type OddsFormatId } from '@sl/contracts';
import { color, fontSize, fontWeight, space } from '@sl/ui';
import { runnerAnchor } from './anchors';

const Box = styled.section`
  margin: ${space.lg} 0;
  h2 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.md};
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
  a {
    color: ${color.link};
  }
  b {
    font-weight: ${fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** "7/4 Fav Alpine Star, 3/1 Misty Quest, …": the forecast starting prices, shortest first. */
export function BettingForecast({
  forecast,
  oddsId,
}: {
  forecast: readonly BettingForecastItem[] | undefined;
  oddsId: OddsFormatId;
}) {
  if (!forecast || forecast.length === 0) return null;
  return (
    <Box aria-labelledby="betting-forecast">
      <h2 id="betting-forecast">Betting forecast</h2>
      <p data-testid="betting-forecast">
        {forecast.map((f, i) => (
          <span key={f.horseCode}>
            {i > 0 && ', '}
            <b>{formatOdds(f.price, oddsId)}</b>
            {f.favourite && ` ${f.favourite === 'JFav' ? 'JFav' : 'Fav'}`}{' '}
            <a href={`#${runnerAnchor(f.horseCode)}`}>{f.horseName}</a>
          </span>
        ))}
      </p>
    </Box>
  );
}
