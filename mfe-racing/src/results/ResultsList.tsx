import styled from 'styled-components';
import { EmptyState, space } from '@sl/ui';
import type { RaceResultView } from '@sl/contracts/race-history';
import { ResultCard } from './ResultCard';

const List = styled.div`
  display: grid;
  gap: ${space.lg};
`;

export function ResultsList({ results, empty }: { results: RaceResultView[]; empty: string }) {
  if (results.length === 0) return <EmptyState icon="results" title={empty} />;
  return (
    <List>
      {results.map((r) => (
        <ResultCard key={r.raceId} result={r} />
      ))}
    </List>
  );
}
