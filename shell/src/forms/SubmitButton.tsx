import styled, { keyframes } from 'styled-components';
import { Button, Icon, media, size } from '@sl/ui';

export type SubmitState = 'idle' | 'loading' | 'checked' | 'failed';

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.2; }
  40% { opacity: 1; }
`;

/** The design system's primary button, held at one width so the label's states never make it jump. */
const Submit = styled(Button)`
  min-width: ${size.inputMin};
  .dot {
    animation: ${blink} 1.2s infinite both;
  }
  .dot:nth-child(2) {
    animation-delay: 0.2s;
  }
  .dot:nth-child(3) {
    animation-delay: 0.4s;
  }
  ${media.reducedMotion} {
    .dot {
      animation: none;
    }
  }
`;

const LABELS: Record<SubmitState, string> = {
  idle: 'Submit',
  loading: 'Sending',
  checked: 'Sent',
  failed: 'Failed',
};

/** The submit button's four states: idle, loading (animated dots), checked and failed. */
export function SubmitButton({ state, disabled }: { state: SubmitState; disabled: boolean }) {
  return (
    <Submit type="submit" disabled={disabled || state === 'loading'} data-state={state} aria-live="polite">
      {state === 'loading' ? (
        <>
          {LABELS.loading}
          <span className="dot">.</span>
          <span className="dot">.</span>
          <span className="dot">.</span>
        </>
      ) : (
        <>
          {state === 'checked' ? <Icon name="check" /> : state === 'failed' ? <Icon name="close" /> : null}
          {LABELS[state]}
        </>
      )}
    </Submit>
  );
}
