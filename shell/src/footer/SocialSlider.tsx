import { useState } from 'react';
import styled from 'styled-components';
import { SOCIAL_BRANDS } from '@sl/contracts';
import { Icon, bareList, borderWidth, fontSize, media, radius, size, space } from '@sl/ui';

const NETWORK_LABELS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

const Wrap = styled.section`
  .brands {
    display: grid;
    gap: ${space.md};
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  .controls {
    display: none;
  }
  ${media.mobile} {
    .brands {
      grid-template-columns: minmax(0, 1fr);
    }
    .brand:not([data-current='true']) {
      display: none;
    }
    .controls {
      display: flex;
      align-items: center;
      gap: ${space.sm};
      justify-content: center;
      margin-top: ${space.sm};
    }
  }
  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.sm};
  }
  ul {
    ${bareList}
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.md};
  }
  li {
    display: flex;
    align-items: center;
    min-height: ${size.targetMin};
  }
  a,
  button {
    color: inherit;
  }
  button {
    display: inline-grid;
    place-items: center;
    min-width: ${size.target};
    min-height: ${size.target};
    background: none;
    border: ${borderWidth.hairline} solid currentColor;
    border-radius: ${radius.md};
    padding: 0;
    cursor: pointer;
  }
  .previous svg {
    transform: rotate(180deg);
  }
`;

/** Social links for the three brands; on mobile a slider through them that wraps around. */
export function SocialSlider() {
  const [current, setCurrent] = useState(0);
  const count = SOCIAL_BRANDS.length;
  const step = (delta: number) => setCurrent((i) => (i + delta + count) % count);
  return (
    <Wrap aria-label="Follow us" data-testid="social-slider">
      <div className="brands">
        {SOCIAL_BRANDS.map((brand, index) => (
          <div
            className="brand"
            key={brand.brand}
            data-current={index === current ? 'true' : 'false'}
            data-testid="social-brand"
          >
            <h3>{brand.brand}</h3>
            <ul>
              {brand.links.map((link) => (
                <li key={link.network}>
                  <a href={link.url} rel="noopener noreferrer" target="_blank">
                    {NETWORK_LABELS[link.network]}
                    <span className="visually-hidden"> ({brand.brand})</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="controls">
        <button type="button" className="previous" onClick={() => step(-1)} aria-label="Previous brand">
          <Icon name="chevron-right" />
        </button>
        <span aria-live="polite">
          {current + 1} / {count}
        </span>
        <button type="button" onClick={() => step(1)} aria-label="Next brand">
          <Icon name="chevron-right" />
        </button>
      </div>
    </Wrap>
  );
}
