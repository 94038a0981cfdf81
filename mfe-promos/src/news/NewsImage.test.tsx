import '../test/text-encoder';
import { fireEvent, render, screen } from '@testing-library/react';
import { NewsImage, artSport } from './NewsImage';

describe('NewsImage', () => {
  it('draws our own artwork, requesting no file, when a story has no picture', () => {
    const { container } = render(<NewsImage sport="football" seed="a-story" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-news-image', 'art');
  });

  it('shows the picture, and the artwork instead once its file fails to load', () => {
    const { container } = render(
      <NewsImage sport="racing" seed="s" src="/images/ayr.jpg" alt="Ayr racecourse" />,
    );
    const img = screen.getByRole('img', { name: 'Ayr racecourse' });
    expect(img).toHaveAttribute('src', '/images/ayr.jpg');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-news-image', 'art');
  });

  it('gives each sport its family of drawing', () => {
    const sports = ['racing', 'greyhounds', 'football', 'darts', 'golf'] as const;
    expect(sports.map(artSport)).toEqual(['racing', 'racing', 'football', 'darts', 'other']);
  });
});
