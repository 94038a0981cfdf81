import { TextDecoder, TextEncoder } from 'node:util';
import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DesignSystemStyles } from './DesignSystemStyles';
import { designSystemCss } from './design-system-css';
import { setSchemeChoice, useSchemeChoice } from './scheme';

// Node's server renderer (the browser's, what jsdom resolves, schedules with a MessageChannel, which jsdom lacks).
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { renderToString } = await import('react-dom/server.node');

function PageStyles() {
  return <DesignSystemStyles scheme={useSchemeChoice()} festival="cheltenham" />;
}

afterEach(() => {
  act(() => setSchemeChoice('system'));
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('the design system stylesheet', () => {
  it("follows the device until the reader chooses, in the festival's colours", () => {
    const system = designSystemCss('system', 'cheltenham');
    // The scheme in force is on the root element whichever decides it, for the browser's own controls.
    expect(system).toMatch(/:root \{\s+[^}]*color-scheme: light;/);
    expect(system).toMatch(/@media \(prefers-color-scheme: dark\) \{ :root \{[^}]*color-scheme: dark; \} \}/);
    expect(system).toContain('--sl-c-brand: #7a2e00;');
    const dark = designSystemCss('dark', 'default');
    expect(dark).not.toContain('prefers-color-scheme');
    expect(dark).toMatch(/:root \{\s+[^}]*color-scheme: dark;/);
    expect(dark).not.toContain('#7a2e00');
  });

  it("hydrates the server's element as it is, with its nonce, and rewrites it only for a choice", async () => {
    document.head.innerHTML = '<meta name="csp-nonce" property="csp-nonce" content="bm9uY2U=" />';
    const container = document.createElement('div');
    // As the page's server sends it: rendered, then given the answer's nonce (shell/server/page/style-nonce.ts).
    container.innerHTML = renderToString(<PageStyles />).replace('<style', '<style nonce="bm9uY2U="');
    document.body.append(container);
    const sent = container.querySelector('style');
    expect(sent?.textContent).toBe(designSystemCss('system', 'cheltenham'));
    // jsdom parses the text as a browser would: every rule of it is kept.
    expect(sent?.sheet?.cssRules.length).toBeGreaterThan(15);

    const errors: unknown[] = [];
    const consoleErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <PageStyles />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleErrors.mock.calls.filter(([message]) => /hydrat|match/i.test(String(message)))).toEqual([]);
    expect(container.querySelector('style')).toBe(sent);
    expect(sent?.textContent).toBe(designSystemCss('system', 'cheltenham'));

    act(() => setSchemeChoice('dark'));
    expect(container.querySelector('style')).toBe(sent);
    expect(sent?.textContent).toBe(designSystemCss('dark', 'cheltenham'));
    act(() => setSchemeChoice('system'));
    expect(sent?.textContent).toBe(designSystemCss('system', 'cheltenham'));
    container.remove();
  });

  it('a style element made in the browser carries the page nonce, which the CSP asks of it', async () => {
    document.head.innerHTML = '<meta name="csp-nonce" content="YWJj" />';
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<PageStyles />));
    expect(container.querySelector('style')?.getAttribute('nonce')).toBe('YWJj');
    expect(container.querySelector('style')?.textContent).toBe(designSystemCss('system', 'cheltenham'));
  });
});
