import { render, screen, within } from '@testing-library/react';
import { LineChart, niceTicks } from './LineChart';

const ratings = [
  { x: 'Nov 2024', y: 158 },
  { x: 'Jan 2025', y: 163 },
  { x: 'Mar 2025', y: 170 },
  { x: 'Nov 2025', y: 168 },
  { x: 'Jan 2026', y: 175 },
];

describe('LineChart', () => {
  it('gives screen readers the points as a table and hides the drawing', () => {
    const { container } = render(<LineChart points={ratings} label="Official rating" yLabel="Rating" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const table = screen.getByRole('table', { name: 'Official rating' });
    expect(within(table).getAllByRole('row')).toHaveLength(ratings.length + 1);
    expect(within(table).getByRole('rowheader', { name: 'Mar 2025' }).nextElementSibling).toHaveTextContent(
      '170',
    );
  });

  it('draws one point per value, inside the axis ticks', () => {
    const { container } = render(<LineChart points={ratings} label="Official rating" yLabel="Rating" />);
    expect(container.querySelectorAll('circle')).toHaveLength(ratings.length);
  });

  it('ticks are round numbers that cover the range', () => {
    const ticks = niceTicks(158, 175);
    expect(ticks[0]).toBeLessThanOrEqual(158);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(175);
    const steps = new Set(ticks.slice(1).map((t, i) => t - ticks[i]!));
    expect(steps.size).toBe(1);
    expect([1, 2, 2.5, 5, 10]).toContain([...steps][0]);
    expect(niceTicks(-3.2, 12.5).every((t) => Number.isInteger(t * 2))).toBe(true);
  });

  it('covers a given range on the y axis, so a run of zeros is not drawn as a flat line in the middle', () => {
    const zeros = ratings.map((p) => ({ ...p, y: 0 }));
    const tickTexts = (container: HTMLElement) =>
      [...container.querySelectorAll('svg g text')].map((t) => t.textContent);
    const flat = render(<LineChart points={zeros} label="Failures" yLabel="Failed %" />);
    expect(tickTexts(flat.container)).toEqual(['0']);
    const covered = render(<LineChart points={zeros} label="Failures" yLabel="Failed %" yCovers={[0, 5]} />);
    const ticks = tickTexts(covered.container).map(Number);
    expect(ticks[0]).toBe(0);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(5);
    expect(ticks.length).toBeGreaterThan(2);
  });
});
