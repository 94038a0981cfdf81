import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OddsButton } from './OddsButton';

describe('OddsButton', () => {
  it('an external price is a sponsored link in a new tab, named by its label', () => {
    render(
      <OddsButton
        price="5/2"
        href="https://example.com/slip"
        label="Constitution Hill at 5/2 with Sky Bet"
      />,
    );
    const link = screen.getByRole('link', { name: /^Constitution Hill at 5\/2 with Sky Bet/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
    expect(link).toHaveAccessibleName('Constitution Hill at 5/2 with Sky Bet (opens in a new tab)');
    expect(link).toHaveTextContent('5/2');
  });

  it('the best price says so to screen readers and is marked', () => {
    render(
      <>
        <OddsButton price="11/4" best label="State Man at 11/4 with Betfair" onClick={() => {}} />
        <OddsButton price="5/2" label="State Man at 5/2 with Paddy Power" onClick={() => {}} />
      </>,
    );
    const best = screen.getByRole('button', { name: 'State Man at 11/4 with Betfair, best price' });
    expect(best).toHaveAttribute('data-best', 'true');
    const other = screen.getByRole('button', { name: 'State Man at 5/2 with Paddy Power' });
    expect(other).not.toHaveAttribute('data-best');
  });

  it('without a link it is a button that calls back', async () => {
    const onClick = jest.fn();
    render(<OddsButton price="Evs" label="Arsenal to win at evens" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Arsenal to win at evens' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
