import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as contracts from '@sl/contracts';

// Spec document 2 §4: opening the registration dropdown dims page content to REGISTER_DROPDOWN_DIM_OPACITY (0.5)
// and locks scrolling; closing restores both. Configure another opacity and the content must follow it.
const DIM = 0.3;
jest.unstable_mockModule('@sl/contracts', () => ({ ...contracts, REGISTER_DROPDOWN_DIM_OPACITY: DIM }));

const { renderInShell } = await import('../test-support/render');
const { RegisterDropdown } = await import('../header/RegisterDropdown');
const { MainContent } = await import('./MainContent');

describe('main content behind the registration dropdown', () => {
  it('dims to the configured opacity and locks scrolling while open; closing restores both', async () => {
    const user = userEvent.setup();
    renderInShell(
      <>
        <RegisterDropdown />
        <MainContent id="main">Racecards</MainContent>
      </>,
    );
    const main = screen.getByRole('main');
    expect(getComputedStyle(main).opacity).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByTestId('register-dropdown')).toBeInTheDocument();
    expect(getComputedStyle(main).opacity).toBe(String(DIM));
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('register-dropdown')).toBeNull();
    expect(getComputedStyle(main).opacity).toBe('1');
    expect(document.body.style.overflow).toBe('');
  });
});
