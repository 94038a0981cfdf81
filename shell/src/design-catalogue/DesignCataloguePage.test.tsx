import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ICON_NAMES } from '@sl/ui';
import { SILK_BODY_PATTERNS, SILK_CAP_PATTERNS, SILK_SLEEVE_PATTERNS } from '@sl/contracts/race-history';
import { renderInShell } from '../test-support/render';
import { DesignCataloguePage } from './DesignCataloguePage';
import { DEMOS } from './demos';
import { PATTERN_SILKS, SAMPLE_CLUBS, SAMPLE_RUNNERS, SAMPLE_SILKS, SAMPLE_TABLE, points } from './samples';

describe('design catalogue', () => {
  it('shows every component in a light and a dark half, under its own heading', () => {
    const { container } = renderInShell(<DesignCataloguePage />, '/design-system');
    expect(screen.getByRole('heading', { level: 1, name: 'Design system' })).toBeInTheDocument();
    for (const demo of DEMOS) {
      const block = container.querySelector(`[data-catalogue="${demo.id}"]`) as HTMLElement;
      expect(within(block).getByRole('heading', { level: 3, name: demo.title })).toBeInTheDocument();
      const light = block.querySelector('[data-scheme="light"]');
      const dark = block.querySelector('[data-scheme="dark"]');
      expect([demo.id, light!.childElementCount > 1]).toEqual([demo.id, true]);
      expect(dark!.innerHTML.length).toBeGreaterThan(0);
    }
    expect(container.querySelectorAll('[data-catalogue="icon"] [data-scheme="light"] svg')).toHaveLength(
      ICON_NAMES.length,
    );
  });

  it('names repeated tables and landmarks by scheme, so the two halves never share a name', () => {
    renderInShell(<DesignCataloguePage />, '/design-system');
    for (const scheme of ['light', 'dark'])
      expect(screen.getByRole('table', { name: `13:30 Cheltenham runners (${scheme})` })).toBeInTheDocument();
    const navs = screen.getAllByRole('navigation').map((n) => n.getAttribute('aria-label'));
    expect(new Set(navs).size).toBe(navs.length);
  });

  it('draws every silk pattern the feed can send, and every crest shape and pattern', () => {
    expect(PATTERN_SILKS.body.map((s) => s.bodyPattern)).toEqual([...SILK_BODY_PATTERNS]);
    expect(PATTERN_SILKS.sleeves.map((s) => s.sleevePattern)).toEqual([...SILK_SLEEVE_PATTERNS]);
    expect(PATTERN_SILKS.cap.map((s) => s.capPattern)).toEqual([...SILK_CAP_PATTERNS]);
    const coloured = SAMPLE_CLUBS.flatMap((c) => (c.colours ? [c.colours] : []));
    expect(new Set(coloured.map((c) => c.pattern)).size).toBe(8);
    expect(new Set(coloured.map((c) => c.shape)).size).toBe(3);
    expect(SAMPLE_CLUBS.some((c) => !c.colours)).toBe(true);
    // The fixture's silks all survive the pattern check.
    expect(SAMPLE_SILKS).toHaveLength(4);
  });

  it('sample data agrees with itself', () => {
    for (const s of SAMPLE_TABLE) expect(s.won + s.drawn + s.lost).toBe(s.played);
    const byPoints = [...SAMPLE_TABLE].sort(
      (a, b) => points(b) - points(a) || b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst),
    );
    expect(byPoints.map((s) => s.position)).toEqual(SAMPLE_TABLE.map((_, i) => i + 1));
    // A hurdle: no draw; mares carry 7 lb less than the geldings' 11-10.
    const lb = (w: string) =>
      w
        .split('-')
        .map(Number)
        .reduce((st, l) => st * 14 + l);
    for (const r of SAMPLE_RUNNERS) expect(r.draw).toBeNull();
    expect(new Set(SAMPLE_RUNNERS.map((r) => lb(r.weight)))).toEqual(new Set([lb('11-10'), lb('11-3')]));
  });

  it('the tabs demo answers the keyboard in each half on its own', async () => {
    renderInShell(<DesignCataloguePage />, '/design-system');
    const light = screen.getByRole('tablist', { name: 'Race sections (light)' });
    await userEvent.click(within(light).getByRole('tab', { name: 'Race card' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(within(light).getByRole('tab', { name: 'Betting forecast' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const dark = screen.getByRole('tablist', { name: 'Race sections (dark)' });
    expect(within(dark).getByRole('tab', { name: 'Race card' })).toHaveAttribute('aria-selected', 'true');
  });
});
