import { useState } from 'react';
import styled from 'styled-components';
import type { ContentSport, PromoSport } from '@sl/contracts';
import { color, radius } from '@sl/ui';
import { Artwork } from '../art/Artwork';

/** The artwork family for a story's sport (greyhounds share the racing drawing: both are on a track). */
export function artSport(sport: ContentSport): PromoSport {
  if (sport === 'racing' || sport === 'greyhounds') return 'racing';
  if (sport === 'football' || sport === 'darts') return sport;
  return 'other';
}

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${(p) => p.$ratio};
  width: 100%;
  overflow: hidden;
  border-radius: ${radius.md};
  background: ${color.surfaceSunken};
  color: ${color.muted};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A story's picture, or our own drawn artwork for its sport when it has none or its file fails to load: never
 * a broken image. The artwork is decoration (the headline beside it says what the story is).
 */
export function NewsImage({
  src,
  alt,
  sport,
  seed,
  ratio = '16 / 9',
  className,
}: {
  src?: string | null;
  alt?: string;
  sport: ContentSport;
  /** Varies the drawing between stories (their slug). */
  seed: string;
  ratio?: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame $ratio={ratio} className={className} data-news-image={src && !failed ? 'photo' : 'art'}>
      {src && !failed ? (
        <img src={src} alt={alt ?? ''} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <Artwork art={seed} sport={artSport(sport)} />
      )}
    </Frame>
  );
}
