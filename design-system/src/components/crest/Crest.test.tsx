import { render, screen } from '@testing-library/react';
import { CREST_PATTERNS, CREST_SHAPES, type TeamColours } from '@sl/contracts';
import { Crest } from './Crest';

const arsenal: TeamColours = {
  primary: '#ef0107',
  secondary: '#ffffff',
  text: '#ffffff',
  pattern: 'plain',
  shape: 'shield',
};

describe('Crest', () => {
  it('is an image named after the club, with its initials', () => {
    render(<Crest colours={arsenal} name="Arsenal" abbreviation="ars" />);
    const crest = screen.getByRole('img', { name: 'Arsenal crest' });
    expect(crest.querySelector('text')).toHaveTextContent('ARS');
  });

  it('keeps to three letters', () => {
    const { container } = render(
      <Crest colours={arsenal} name="Wolverhampton Wanderers" abbreviation="WOLVES" />,
    );
    expect(container.querySelector('text')).toHaveTextContent(/^WOL$/);
  });

  it('without colours draws a neutral crest in the scheme colours', () => {
    const { container } = render(<Crest name="Forest Green Rovers" abbreviation="FGR" />);
    const svg = screen.getByRole('img', { name: 'Forest Green Rovers crest' });
    expect(svg).toHaveAttribute('data-crest', 'neutral');
    const fill = (container.querySelector('svg > path') as SVGPathElement).style.fill;
    expect(fill).toContain('var(--sl-c-');
  });

  it('draws every pattern and every shape differently', () => {
    const draw = (colours: TeamColours) => {
      const { container, unmount } = render(<Crest colours={colours} name="X" abbreviation="X" />);
      const html = container.innerHTML.replace(/crest-[\w-]+/g, 'id');
      unmount();
      return html;
    };
    expect(new Set(CREST_PATTERNS.map((pattern) => draw({ ...arsenal, pattern }))).size).toBe(
      CREST_PATTERNS.length,
    );
    expect(new Set(CREST_SHAPES.map((shape) => draw({ ...arsenal, shape }))).size).toBe(CREST_SHAPES.length);
  });
});
