import styled from 'styled-components';
import type { BannerTextBlock, PromoSport } from '@sl/contracts';
import { Artwork } from '../art/Artwork';
import { space } from '@sl/ui';

const Small = styled.div`
  width: ${space.xxxl};
  height: ${space.xxl};
`;

/** Hero text blocks of type image, span, list or heading, rendered as text (never as HTML). */
export function TextBlocks({ blocks, sport }: { blocks: readonly BannerTextBlock[]; sport: PromoSport }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return <h3 key={i}>{block.text}</h3>;
          case 'span':
            return (
              <p key={i}>
                <span>{block.text}</span>
              </p>
            );
          case 'list':
            return (
              <ul key={i}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'image':
            return (
              <Small key={i} className="block-image">
                <Artwork art={block.art} sport={sport} label={block.alt} />
              </Small>
            );
        }
      })}
    </>
  );
}
