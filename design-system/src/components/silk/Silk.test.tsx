import { render, screen } from '@testing-library/react';
import {
  SILK_BODY_PATTERNS,
  SILK_CAP_PATTERNS,
  SILK_SLEEVE_PATTERNS,
  type Silk as SilkData,
} from '@sl/contracts/race-history';
import { Silk } from './Silk';

const base: SilkData = {
  body: '#1d3f8f',
  bodyPattern: 'plain',
  bodyPatternColour: '#ffffff',
  sleeves: '#1d3f8f',
  sleevePattern: 'plain',
  sleevePatternColour: '#ffffff',
  cap: '#c8102e',
  capPattern: 'plain',
  capPatternColour: '#ffffff',
  description: 'Royal blue, red cap',
};

/** What a part draws: its pattern's element kinds and geometry, ids stripped (they differ per render). */
function drawing(silk: SilkData, part: 'body' | 'sleeves' | 'cap'): string {
  const { container, unmount } = render(<Silk silk={silk} />);
  const group = container.querySelector(`[data-part="${part}"] [data-pattern]`);
  const html = (group?.innerHTML ?? '').replace(/url\(#[^)]*\)/g, 'url(#)');
  unmount();
  return html;
}

describe('Silk', () => {
  it('is an image named by the feed description, or by a title', () => {
    render(
      <>
        <Silk silk={base} />
        <Silk silk={base} title="Silks of Constitution Hill" size="lg" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Royal blue, red cap' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Silks of Constitution Hill' })).toBeInTheDocument();
  });

  it('draws every body pattern differently', () => {
    const seen = new Map<string, string>();
    for (const bodyPattern of SILK_BODY_PATTERNS) {
      const silk = { ...base, bodyPattern };
      // "Hooped sleeves only" leaves the body plain and hoops the sleeves, so compare the whole jersey.
      const key = drawing(silk, 'body') + '|' + drawing(silk, 'sleeves');
      expect(seen.get(key)).toBeUndefined();
      seen.set(key, bodyPattern);
    }
    expect(seen.size).toBe(SILK_BODY_PATTERNS.length);
  });

  it('draws every sleeve pattern and every cap pattern differently', () => {
    const sleeves = new Set(
      SILK_SLEEVE_PATTERNS.map((p) => drawing({ ...base, sleevePattern: p }, 'sleeves')),
    );
    expect(sleeves.size).toBe(SILK_SLEEVE_PATTERNS.length);
    const caps = new Set(SILK_CAP_PATTERNS.map((p) => drawing({ ...base, capPattern: p }, 'cap')));
    expect(caps.size).toBe(SILK_CAP_PATTERNS.length);
  });

  it('only a plain part draws nothing over its colour', () => {
    expect(drawing(base, 'body')).toBe('');
    expect(drawing({ ...base, bodyPattern: 'hoops' }, 'body')).toContain('<rect');
    expect(drawing({ ...base, capPattern: 'star' }, 'cap')).toContain('<polygon');
  });

  it('paints with the feed colours, and two silks on a page do not share clip ids', () => {
    const { container } = render(
      <>
        <Silk silk={{ ...base, bodyPattern: 'hoops' }} />
        <Silk silk={{ ...base, bodyPattern: 'stripes' }} />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('clipPath')).map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const body = container.querySelector('[data-part="body"] path') as SVGPathElement;
    expect(body.style.fill).toMatch(/#1d3f8f|rgb\(29, 63, 143\)/);
  });
});
