import { screen } from '@testing-library/react';
import { type ResultPlacing } from '@sl/contracts';
import { finishPositions } from '@sl/contracts/race-history';
import { renderWithProviders } from '../test-support/render';
import { FinishAnimation, xAt } from './FinishAnimation';

const placing = (position: number, name: string, distance: string, code = ''): ResultPlacing => ({
  horseCode: name,
  horseName: name,
  entryNumber: position || 7,
  position,
  nonFinisherCode: code,
  distance,
  startingPrice: '3/1',
  jockeyFullName: 'A Rider',
  trainerFullName: 'A Trainer',
});

const finish = finishPositions([
  placing(1, 'Alpha', ''),
  placing(2, 'Bravo', '2'),
  placing(3, 'Charlie', 'nk'),
  placing(0, 'Delta', '', 'PU'),
]);

function reducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }),
  });
}

describe('drawn finish', () => {
  it('puts runners at the line their beaten distances apart', () => {
    const ppl = 20;
    const at = finish.map((f) => xAt(1, f.lengthsBehind, ppl, f.position > 0));
    expect(at[0]! - at[1]!).toBeCloseTo(2 * ppl);
    expect(at[1]! - at[2]!).toBeCloseTo(0.3 * ppl);
    // A non-finisher is pulled up well behind the last finisher.
    expect(at[3]!).toBeLessThan(at[2]! - 100);
  });

  it('shows the finish still, with a text title, when reduced motion is asked for', () => {
    reducedMotion(true);
    renderWithProviders(
      <FinishAnimation
        finish={finish}
        silks={{ Alpha: 'Royal blue, white hoops, red cap' }}
        jumps={false}
        summary="Alpha wins"
      />,
    );
    const svg = screen.getByRole('img', { name: 'Alpha wins' });
    expect(svg).toHaveAttribute('data-progress', 'finished');
    const xs = screen.getAllByTestId('replay-runner').map((g) => Number(g.getAttribute('data-x')));
    expect([...xs].sort((a, b) => b - a)).toEqual(xs);
    expect(screen.getByText(/Reduced motion is on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch the finish again' })).toBeNull();
  });

  it('runs the finish when motion is fine', () => {
    reducedMotion(false);
    renderWithProviders(<FinishAnimation finish={finish} silks={{}} jumps summary="Alpha wins" />);
    expect(screen.getByRole('img', { name: 'Alpha wins' })).toHaveAttribute('data-progress', 'running');
    expect(screen.getByRole('button', { name: 'Watch the finish again' })).toBeDisabled();
  });
});
