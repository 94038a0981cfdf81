import { render, screen } from '@testing-library/react';
import { BOOKMAKER_IDS } from '@sl/contracts';
import { BookmakerMark } from './BookmakerMark';

describe('BookmakerMark', () => {
  it('draws the three priced bookmakers as their wordmarks, Sky Bet for both of its ids', () => {
    render(
      <>
        <BookmakerMark bookmakerId={BOOKMAKER_IDS.betfair} name="Betfair" />
        <BookmakerMark bookmakerId={BOOKMAKER_IDS.paddyPower} name="Paddy Power" />
        <BookmakerMark bookmakerId={BOOKMAKER_IDS.skyBet} name="Sky Bet" />
        <BookmakerMark bookmakerId={BOOKMAKER_IDS.skyBetV2} name="Sky Bet (V2)" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Betfair' })).toHaveAttribute('data-bookmaker', 'betfair');
    expect(screen.getByRole('img', { name: 'Paddy Power' })).toHaveAttribute('data-bookmaker', 'paddypower');
    expect(screen.getByRole('img', { name: 'Sky Bet' })).toHaveAttribute('data-bookmaker', 'skybet');
    expect(screen.getByRole('img', { name: 'Sky Bet (V2)' })).toHaveAttribute('data-bookmaker', 'skybet');
  });

  it('any other bookmaker gets its name on a neutral plate, and no image file', () => {
    const { container } = render(<BookmakerMark bookmakerId={99} name="William Hill" />);
    const mark = screen.getByRole('img', { name: 'William Hill' });
    expect(mark).toHaveAttribute('data-bookmaker', 'other');
    expect(mark.querySelector('text')).toHaveTextContent('William Hill');
    expect(container.querySelector('img, image')).toBeNull();
  });
});
