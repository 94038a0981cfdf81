import { liveStatusAt, paceProjection } from './live';

describe('Timeform Live rules', () => {
  const off = '2026-06-15T14:00:00.000Z';
  it('moves a race from upcoming to off to result as the result is declared', () => {
    expect(liveStatusAt(off, new Date('2026-06-15T13:59:00Z'))).toBe('upcoming');
    expect(liveStatusAt(off, new Date('2026-06-15T14:00:00Z'))).toBe('off');
    expect(liveStatusAt(off, new Date('2026-06-15T14:04:59Z'))).toBe('off');
    expect(liveStatusAt(off, new Date('2026-06-15T14:05:00Z'))).toBe('result');
  });
  it('projects the pace from the runners usual styles', () => {
    expect(paceProjection(['leader', 'leader', 'held up'])).toBe('strong');
    expect(paceProjection(['leader', 'prominent', 'prominent', 'held up'])).toBe('even');
    expect(paceProjection(['leader', 'midfield', 'held up'])).toBe('steady');
    expect(paceProjection(['prominent', 'held up'])).toBe('steady');
  });
});
