import { render, screen } from '@testing-library/react';
import { Columns } from './Columns';
import { Tile } from './Tile';
import { TileGrid } from './TileGrid';

describe('TileGrid, Tile and Columns', () => {
  it('a tile is a list item; an accented one has a bar down its left edge', () => {
    render(
      <TileGrid aria-label="Tips">
        <Tile data-testid="plain">Event</Tile>
        <Tile accent data-testid="tip">
          Tip
        </Tile>
      </TileGrid>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // jsdom drops border declarations whose colour is a custom property, so read the generated rules.
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    const rulesOf = (testId: string) =>
      Array.from(screen.getByTestId(testId).classList)
        .map((name) => css.match(new RegExp(`\\.${name}\\{([^}]*)\\}`))?.[1] ?? '')
        .join('');
    expect(rulesOf('tip')).toContain('border-left:');
    expect(rulesOf('plain')).not.toContain('border-left:');
  });

  it('a tile grid is a list of its cards, unmarked', () => {
    render(
      <TileGrid aria-label="Meetings">
        <li>Ascot</li>
        <li>Kempton</li>
      </TileGrid>,
    );
    const list = screen.getByRole('list', { name: 'Meetings' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveStyle({ display: 'grid', listStyle: 'none' });
  });

  it('can be an ordered list, or a plain box for placeholders', () => {
    const { rerender } = render(
      <TileGrid as="ol" aria-label="Stories">
        <li>One</li>
      </TileGrid>,
    );
    expect(screen.getByRole('list', { name: 'Stories' }).tagName).toBe('OL');
    rerender(
      <TileGrid as="div" data-testid="placeholders">
        <div>Loading</div>
      </TileGrid>,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByTestId('placeholders')).toHaveStyle({ display: 'grid' });
  });

  it('columns stack on a phone and keep their children in order', () => {
    render(
      <Columns from="desktop" widths={[2, 1]} data-testid="columns">
        <section>Main</section>
        <aside>Side</aside>
      </Columns>,
    );
    const columns = screen.getByTestId('columns');
    expect(columns).toHaveStyle({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });
    expect(Array.from(columns.children).map((c) => c.textContent)).toEqual(['Main', 'Side']);
  });
});
