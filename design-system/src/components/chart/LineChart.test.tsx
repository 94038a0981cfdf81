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
});
