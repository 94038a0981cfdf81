import { useCallback, useState } from 'react';
import type { SubmitState } from './SubmitButton';

/**
 * A form's submit state that tells its dialog whether it is sending in the same update that changes the state.
 * Told from an effect instead, the dialog learnt a render late: the sent message already showed while Escape was
 * still refused, so an Escape pressed as soon as it read "Thank you" did nothing.
 */
export function useSubmitState(onSending?: (sending: boolean) => void) {
  const [state, setState] = useState<SubmitState>('idle');
  const set = useCallback(
    (next: SubmitState) => {
      setState(next);
      onSending?.(next === 'loading');
    },
    [onSending],
  );
  return [state, set] as const;
}
