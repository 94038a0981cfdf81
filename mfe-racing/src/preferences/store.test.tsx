import { act } from '@testing-library/react';
import { DEFAULT_RACING_PREFERENCES, RACING_PREFERENCES_KEY, useRacingPreferences } from './store';

describe('racing preferences', () => {
  it('defaults to cloth sort, no results, fractional odds and full form', () => {
    expect(DEFAULT_RACING_PREFERENCES).toEqual({
      horseRacecardSortBy: 'cloth',
      horseShowResults: false,
      horseOddsId: 2,
      horseProfileFullForm: true,
    });
  });

  it('persists under the spec keys and ignores bad stored values', async () => {
    act(() => useRacingPreferences.getState().setSortBy('draw'));
    act(() => useRacingPreferences.getState().setOddsId(1));
    const stored = JSON.parse(localStorage.getItem(RACING_PREFERENCES_KEY) ?? '{}').state;
    expect(stored).toEqual({
      horseRacecardSortBy: 'draw',
      horseShowResults: false,
      horseOddsId: 1,
      horseProfileFullForm: true,
    });

    localStorage.setItem(
      RACING_PREFERENCES_KEY,
      JSON.stringify({ state: { horseRacecardSortBy: 'colour', horseOddsId: 9 }, version: 0 }),
    );
    await act(async () => {
      await useRacingPreferences.persist.rehydrate();
    });
    expect(useRacingPreferences.getState().horseRacecardSortBy).toBe('draw');
    expect(useRacingPreferences.getState().horseOddsId).toBe(1);
  });
});
