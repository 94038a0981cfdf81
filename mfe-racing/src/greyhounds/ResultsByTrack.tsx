import { useSearchParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import type { GreyhoundResultSummary } from '@sl/contracts';
import { GreyhoundResultsList } from './ResultsList';
import { TextLink, borderWidth, color, fontSize, fontWeight, space } from '@sl/ui';

const Picker = styled.nav`
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.md};
    padding: 0;
    margin: 0 0 ${space.sm};
  }

  a[aria-current='page'] {
    font-weight: ${fontWeight.bold};
    text-decoration: none;
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

const slug = (trackName: string) => trackName.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * A day's results one meeting at a time (the track that raced last first), with a link to each track's: a hundred
 * races with six dogs each made one page too long to read on a phone, and slow to draw.
 */
export function ResultsByTrack({ date, results }: { date: string; results: GreyhoundResultSummary[] }) {
  const [search] = useSearchParams();
  const tracks: Array<{ name: string; results: GreyhoundResultSummary[] }> = [];
  for (const r of results) {
    const track = tracks.find((t) => t.name === r.trackName);
    if (track) track.results.push(r);
    else tracks.push({ name: r.trackName, results: [r] });
  }
  const shown = tracks.find((t) => slug(t.name) === search.get('track')) ?? tracks[0];
  if (!shown) return null;
  const heading = `greyhound-track-${slug(shown.name)}`;
  return (
    <>
      <Picker aria-label="Tracks">
        <ul>
          {tracks.map((t) => (
            <li key={t.name}>
              <TextLink
                to={{ search: `?track=${slug(t.name)}` }}
                aria-current={t === shown ? 'page' : undefined}
                preventScrollReset
              >
                {t.name} ({t.results.length})
              </TextLink>
            </li>
          ))}
        </ul>
      </Picker>
      <Track aria-labelledby={heading} data-testid="greyhound-results-track">
        <h3 id={heading}>{shown.name}</h3>
        <GreyhoundResultsList date={date} results={shown.results} level={4} empty="" />
      </Track>
    </>
  );
}
