import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NavTabs } from './NavTabs';

describe('NavTabs', () => {
  it('links each tab and marks the current route', () => {
    render(
      <MemoryRouter initialEntries={['/racing/racecards/cheltenham/1430']}>
        <NavTabs
          label="Races at Cheltenham"
          items={[
            { to: '/racing/racecards/cheltenham/1330', label: '13:30' },
            { to: '/racing/racecards/cheltenham/1430', label: '14:30' },
            { to: '/racing/racecards/cheltenham', label: 'Meeting', end: true },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Races at Cheltenham' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '14:30' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '13:30' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Meeting' })).not.toHaveAttribute('aria-current');
  });
});
