import { ordinalFigure, ordinalWord } from './ordinal';

describe('ordinals', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [24, '24th'],
    [101, '101st'],
    [111, '111th'],
  ])('%i is %s in figures', (n, text) => expect(ordinalFigure(n)).toBe(text));

  it.each([
    [1, 'first'],
    [3, 'third'],
    [10, 'tenth'],
    [11, '11th'],
    [21, '21st'],
  ])('%i is %s in prose', (n, text) => expect(ordinalWord(n)).toBe(text));
});
