import { useState } from 'react';
import styled from 'styled-components';
import { SOCIAL_BRANDS } from '@sl/contracts';

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
    gap: 12px;
    grid-template-columns: repeat(3, 1fr);
  }
  .controls {
    display: none;
  }
  @media (max-width: ${(p) => p.theme.breakpoints.maxMobile}px) {
    .brands {
      grid-template-columns: 1fr;
    }
    .brand:not([data-current='true']) {
      display: none;
    }
    .controls {
      display: flex;
      gap: 8px;
      justify-content: center;
    }
  }
  h3 {
    margin: 0 0 4px;
    font-size: 0.9rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    color: inherit;
  }
  button {
    background: none;
    border: 1px solid currentColor;
    border-radius: 4px;
    padding: 4px 10px;
    cursor: pointer;
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
        <button type="button" onClick={() => step(-1)} aria-label="Previous brand">
          ‹
        </button>
        <span aria-live="polite">
          {current + 1} / {count}
        </span>
        <button type="button" onClick={() => step(1)} aria-label="Next brand">
          ›
        </button>
      </div>
    </Wrap>
  );
}
