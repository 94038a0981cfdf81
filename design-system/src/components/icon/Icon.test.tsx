import { render, screen } from '@testing-library/react';
import { Icon } from './Icon';
import { ICON_NAMES, ICONS } from './icons';

describe('Icon', () => {
  it('is hidden from assistive technology when it only decorates text', () => {
    const { container } = render(<Icon name="home" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image with a name when given a label', () => {
    render(<Icon name="search" label="Search" />);
    expect(screen.getByRole('img', { name: 'Search' })).not.toHaveAttribute('aria-hidden');
  });

  it('sizes from the tokens', () => {
    const { container } = render(<Icon name="star" size="xl" />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '32px');
  });

  it('draws every name in the set, and no two names share a drawing except by choice', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg?.children.length).toBeGreaterThan(0);
      unmount();
    }
    expect(new Set(Object.values(ICONS)).size).toBe(ICON_NAMES.length);
  });

  it('draws its own horse and football (lucide has neither)', () => {
    const { container } = render(
      <>
        <Icon name="racing" />
        <Icon name="football" />
      </>,
    );
    const [horse, ball] = Array.from(container.querySelectorAll('svg'));
    expect(horse?.innerHTML).not.toBe(ball?.innerHTML);
    expect(ball?.querySelector('circle')).not.toBeNull();
  });
});
