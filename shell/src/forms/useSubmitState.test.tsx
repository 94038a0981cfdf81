import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useSubmitState } from './useSubmitState';

describe('useSubmitState', () => {
  it('tells the dialog about sending as the state is set, not a render later', () => {
    const onSending = jest.fn();
    const { result } = renderHook(() => useSubmitState(onSending));
    expect(result.current[0]).toBe('idle');
    act(() => {
      result.current[1]('loading');
      // Still inside the update: an effect-based report would not have run yet.
      expect(onSending).toHaveBeenLastCalledWith(true);
    });
    expect(result.current[0]).toBe('loading');
    act(() => {
      result.current[1]('checked');
      expect(onSending).toHaveBeenLastCalledWith(false);
    });
    expect(result.current[0]).toBe('checked');
  });
});
