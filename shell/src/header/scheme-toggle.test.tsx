import '../test-support/text-encoder';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEME_STORAGE_KEY, setSchemeChoice } from '@sl/ui';
import { installStorageGate, setGateChoices } from '../consent/gate';
import { renderInShell } from '../test-support/render';
import { SchemeToggle } from './SchemeToggle';

let undoGate: (() => void) | null = null;

afterEach(() => {
  act(() => setSchemeChoice('system'));
  undoGate?.();
  undoGate = null;
  localStorage.clear();
});

const toggle = () => screen.getByRole('button', { name: /^Colour scheme:/ });

describe('the header colour scheme menu', () => {
  it('opens a labelled group of Light, Dark and Device setting, starting on the device setting', async () => {
    renderInShell(<SchemeToggle />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radio', { name: 'Dark' })).toBeNull();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Colour scheme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Device setting' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).not.toBeChecked();
  });

  it('switches the scheme in force, says so on the button, and Escape closes the menu back onto the button', async () => {
    renderInShell(<SchemeToggle />);
    expect(toggle()).toHaveAccessibleName('Colour scheme: light');
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(toggle()).toHaveAccessibleName('Colour scheme: dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('radio', { name: 'Device setting' }));
    expect(toggle()).toHaveAccessibleName('Colour scheme: light');
  });

  it('is used by keyboard alone: arrow keys move between the choices', async () => {
    renderInShell(<SchemeToggle />);
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Device setting' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(toggle()).toHaveAccessibleName('Colour scheme: dark');
  });

  it('without functional consent the choice lasts for this page only: nothing reaches local storage', async () => {
    undoGate = installStorageGate(localStorage);
    renderInShell(<SchemeToggle />);
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(toggle()).toHaveAccessibleName('Colour scheme: dark');
    undoGate();
    undoGate = null;
    expect(localStorage.getItem(SCHEME_STORAGE_KEY)).toBeNull();
  });

  it('with functional consent the choice is stored as sl-color-scheme, and granting consent later stores it', async () => {
    undoGate = installStorageGate(localStorage);
    renderInShell(<SchemeToggle />);
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    setGateChoices({ functional: true, analytics: false });
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    undoGate();
    undoGate = null;
    expect(localStorage.getItem(SCHEME_STORAGE_KEY)).toBe('light');
  });
});
