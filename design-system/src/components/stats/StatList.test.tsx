import { render, screen } from '@testing-library/react';
import { StatList } from './StatList';

describe('StatList', () => {
  it('pairs each term with its value, in order, and skips the ones left out', () => {
    const { container } = render(
      <StatList
        label="Career"
        stats={[{ term: 'Runs', value: 12 }, false, { term: 'Win %', value: '25%', testId: 'win-percent' }]}
      />,
    );
    const list = container.querySelector('dl');
    expect(list).toHaveAttribute('aria-label', 'Career');
    expect(Array.from(list!.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual(['Runs', 'Win %']);
    expect(Array.from(list!.querySelectorAll('dd')).map((dd) => dd.textContent)).toEqual(['12', '25%']);
    expect(screen.getByTestId('win-percent')).toHaveTextContent('25%');
  });

  it('tiles keep each figure on one line in its own box', () => {
    render(<StatList layout="tiles" stats={[{ term: 'Wins', value: '1,204' }]} />);
    expect(screen.getByText('1,204')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('a row lets the values wrap with the page', () => {
    render(<StatList stats={[{ term: 'Club', value: 'Brighton and Hove Albion' }]} />);
    expect(screen.getByText('Brighton and Hove Albion')).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
