import type { ReactNode } from 'react';
import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import type { GreyhoundLatestResults } from '@sl/contracts';
import { space } from '@sl/ui';
import { fullDay } from './format';

const Section = styled.section`
  margin-top: ${space.lg};
`;

function latestHeading(date: string): string {
  return `Latest results: ${fullDay(date)}`;
}

/**
 * Before today's first race has finished: the latest earlier day's results under a heading naming that day, with
 * a link to that day's results page, so a night visitor still sees racing.
 */
export function LatestResults({
  latest,
  children,
}: {
  latest: GreyhoundLatestResults;
  /** The day's results, drawn by the page (a list or track by track). */
  children: ReactNode;
}) {
  const id = `greyhound-latest-${latest.date}`;
  return (
    <Section aria-labelledby={id} data-testid="greyhound-latest-results">
      <h2 id={id}>{latestHeading(latest.date)}</h2>
      <p>
        <Link to={`/greyhounds/results/${latest.date}`}>All results for {fullDay(latest.date)}</Link>
      </p>
      {children}
    </Section>
  );
}
