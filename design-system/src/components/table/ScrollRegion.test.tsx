import { render, screen } from '@testing-library/react';
import { ScrollRegion } from './ScrollRegion';

describe('ScrollRegion', () => {
  it('is a labelled region that keyboard users can focus to scroll', () => {
    render(
      <ScrollRegion label="Leaderboard">
        <table>
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Leaderboard' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('scrolls sideways inside its own box instead of widening the page', () => {
    render(<ScrollRegion label="Wide">x</ScrollRegion>);
    expect(screen.getByRole('region', { name: 'Wide' })).toHaveStyle({ overflowX: 'auto', maxWidth: '100%' });
  });
});
