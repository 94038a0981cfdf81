import styled from 'styled-components';
import type { Block } from '@sl/contracts';
import { MatchCardEmbed, RaceCardEmbed } from './Embeds';
import { useState } from 'react';
import { borderWidth, color, fontSize, radius, space } from '@sl/ui';

const Quote = styled.blockquote`
  margin: ${space.xl} 0;
  padding: ${space.xs} ${space.lg};
  border-left: ${borderWidth.bar} solid ${color.accent};
  font-size: ${fontSize.lg};
  font-style: italic;
  p {
    margin: ${space.xs} 0;
  }
  footer {
    color: ${color.muted};
    font-size: ${fontSize.sm};
    font-style: normal;
  }
`;

const Figure = styled.figure`
  margin: ${space.xl} 0;
  figcaption {
    color: ${color.muted};
    font-size: ${fontSize.sm};
    margin-top: ${space.xs};
  }
`;

/** An editor's picture; if its file fails to load, its alt text stands in (never a broken-image icon). */
function BlockImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <Missing role="img" aria-label={alt}>
        {alt}
      </Missing>
    );
  return <Picture src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}

const Picture = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  border-radius: ${radius.md};
`;

const Missing = styled.div`
  padding: ${space.xl} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.surfaceSunken};
  color: ${color.muted};
  font-size: ${fontSize.sm};
  text-align: center;
`;

/** One block of an article as React elements: every text is a text node, never markup. */
function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'quote':
      return (
        <Quote>
          <p>{block.text}</p>
          {block.cite && (
            <footer>
              <cite>{block.cite}</cite>
            </footer>
          )}
        </Quote>
      );
    case 'image':
      return (
        <Figure>
          <BlockImage src={block.src} alt={block.alt} />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </Figure>
      );
    case 'race-card':
      return <RaceCardEmbed raceId={block.raceId} />;
    case 'match-card':
      return <MatchCardEmbed matchId={block.matchId} />;
    default:
      return null;
  }
}

export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}
