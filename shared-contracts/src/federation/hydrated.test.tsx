/**
 * @jest-environment jsdom
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './hydrated';

// Node's server renderer: the browser's (what jsdom resolves) schedules with a MessageChannel, which jsdom lacks.
const { renderToString } = await import('react-dom/server.node');

function Field() {
  const hydrated = useHydrated();
  return <input aria-label="Your name" disabled={!hydrated} />;
}

describe('useHydrated', () => {
  it('is false in the server render and while hydrating, then true, with no mismatch', async () => {
    const html = renderToString(<Field />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Field />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeEnabled();
    container.remove();
  });

  it('is true from the first render of a page the browser renders itself', () => {
    render(<Field />);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeEnabled();
  });
});
