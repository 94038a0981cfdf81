import '../test-support/text-encoder';
import { screen } from '@testing-library/react';
import { TRAP_COLOURS, type TrapNumber } from '@sl/contracts';
import { renderWithProviders } from '../test-support/render';
import { TrapJacket } from './TrapJacket';

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('trap jackets', () => {
  it('draws traps 1 to 5 in their own colours (red, blue, white, black, orange) with the number readable', () => {
    renderWithProviders(
      <>
        {([1, 2, 3, 4, 5] as TrapNumber[]).map((t) => (
          <TrapJacket key={t} trap={t} />
        ))}
      </>,
    );
    for (const trap of [1, 2, 3, 4, 5] as TrapNumber[]) {
      const jacket = screen.getByRole('img', { name: `Trap ${trap}` });
      expect(jacket.style.backgroundColor).toBe(rgb(TRAP_COLOURS[trap].background));
      expect(jacket.style.color).toBe(rgb(TRAP_COLOURS[trap].foreground));
      expect(jacket.style.backgroundImage).toBe('');
      expect(jacket).toHaveTextContent(String(trap));
    }
    expect(screen.getByRole('img', { name: 'Trap 1' }).style.backgroundColor).toBe('rgb(211, 32, 47)');
    expect(screen.getByRole('img', { name: 'Trap 5' }).style.backgroundColor).toBe('rgb(242, 140, 27)');
  });

  it('draws trap 6 as black and white stripes, unlike plain black trap 4, and names it "Trap 6"', () => {
    renderWithProviders(
      <>
        <TrapJacket trap={4} />
        <TrapJacket trap={6} />
      </>,
    );
    const six = screen.getByRole('img', { name: 'Trap 6' });
    expect(six.style.backgroundImage).toMatch(/repeating-linear-gradient/);
    expect(six.style.backgroundImage).toMatch(/#000000/);
    expect(six.style.backgroundImage).toMatch(/#ffffff/);
    expect(six.title).toBe('Trap 6: black and white stripes');
    // The number sits on a solid disc: white on black, whatever the stripe behind it.
    const number = six.querySelector('span')!;
    expect(number.style.backgroundColor).toBe('rgb(0, 0, 0)');
    expect(six.style.color).toBe('rgb(255, 255, 255)');
    const four = screen.getByRole('img', { name: 'Trap 4' });
    expect(four.style.backgroundImage).not.toBe(six.style.backgroundImage);
  });
});
