import styled from 'styled-components';
import type { GreyhoundResultSummary } from '@sl/contracts';
import { GreyhoundResultsList } from './ResultsList';
import { borderWidth, color, fontSize, space } from '@sl/ui';

const Jump = styled.nav`
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.md};
    padding: 0;
    margin: 0 0 ${space.sm};
  }
`;

const Track = styled.section`
  border-top: ${borderWidth.thick} solid ${color.border};
  margin-top: ${space.lg};

  h3 {
    margin: ${space.md} 0 0;
    font-size: ${fontSize.xl};
  }
`;

const anchor = (trackName: string) =>
  `greyhound-track-${trackName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** A day's results meeting by meeting (the track that raced last first), with links to jump to each track. */
export function ResultsByTrack({ date, results }: { date: string; results: GreyhoundResultSummary[] }) {
  const tracks: Array<{ name: string; results: GreyhoundResultSummary[] }> = [];
  for (const r of results) {
    const track = tracks.find((t) => t.name === r.trackName);
    if (track) track.results.push(r);
    else tracks.push({ name: r.trackName, results: [r] });
  }
  return (
    <>
      <Jump aria-label="Tracks">
        <ul>
          {tracks.map((t) => (
            <li key={t.name}>
              <a href={`#${anchor(t.name)}`}>
                {t.name} ({t.results.length})
              </a>
            </li>
          ))}
        </ul>
      </Jump>
      {tracks.map((t) => (
        <Track key={t.name} aria-labelledby={anchor(t.name)} data-testid="greyhound-results-track">
          <h3 id={anchor(t.name)}>{t.name}</h3>
          <GreyhoundResultsList date={date} results={t.results} level={4} empty="" />
        </Track>
      ))}
    </>
  );
}
