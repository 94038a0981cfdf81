import { jest } from '@jest/globals';
import '../test/text-encoder';
import { render, screen } from '@testing-library/react';
import * as contracts from '@sl/contracts';

// Spec document 2 §9: countdown timezone Europe/London, the configured TIMEZONE constant. Configure another zone
// and the start time shown must follow it.
jest.unstable_mockModule('@sl/contracts', () => ({ ...contracts, TIMEZONE: 'America/New_York' }));

const { Countdown } = await import('./Countdown');

describe('festival Countdown', () => {
  it('shows the start in the configured TIMEZONE', () => {
    // The Grand National's off, 16:00 in London (BST), is 11:00 in New York (EDT).
    render(<Countdown target={Date.parse('2025-04-05T15:00:00Z')} title="Grand National 2025" />);
    const start = screen.getByTestId('festival-countdown').querySelector('time');
    expect(start).toHaveAttribute('dateTime', '2025-04-05T15:00:00.000Z');
    expect(start).toHaveTextContent(/5 April 2025 at 11:00/);
  });
});
