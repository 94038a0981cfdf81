import { act } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { setSchemeChoice, type UiTheme } from '@sl/ui';
import { renderInShell } from '../test-support/render';
import { SchemeScope, SiteTheme } from './SiteTheme';

/** A stand-in for everything inside the page: counts its renders and the theme objects it was given. */
function Inside({ seen }: { seen: UiTheme[] }) {
  seen.push(useTheme() as UiTheme);
  return <p>content</p>;
}

afterEach(() => act(() => setSchemeChoice('system')));

describe('SiteTheme', () => {
  it('restyles for a light or dark choice without rendering the page inside again', () => {
    const seen: UiTheme[] = [];
    const { container } = renderInShell(
      <SiteTheme>
        {(name) => (
          <SchemeScope data-theme={name} data-testid="scope">
            <Inside seen={seen} />
          </SchemeScope>
        )}
      </SiteTheme>,
      '/cheltenham-festival',
    );
    const scope = container.querySelector('[data-testid="scope"]');
    expect(scope).toHaveAttribute('data-theme', 'cheltenham');
    const renders = seen.length;

    act(() => setSchemeChoice('dark'));
    expect(scope).toHaveAttribute('data-scheme', 'dark');
    act(() => setSchemeChoice('light'));
    expect(scope).toHaveAttribute('data-scheme', 'light');
    expect(seen).toHaveLength(renders);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]?.name).toBe('cheltenham');
  });
});
