import styled, { keyframes } from 'styled-components';

export type SubmitState = 'idle' | 'loading' | 'checked' | 'failed';

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.2; }
  40% { opacity: 1; }
`;

const Button = styled.button`
  min-width: 120px;
  padding: 10px 16px;
  border: 0;
  border-radius: 4px;
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .dot {
    animation: ${blink} 1.2s infinite both;
  }
  .dot:nth-child(2) {
    animation-delay: 0.2s;
  }
  .dot:nth-child(3) {
    animation-delay: 0.4s;
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
    <Button type="submit" disabled={disabled || state === 'loading'} data-state={state} aria-live="polite">
      {state === 'loading' ? (
        <>
          {LABELS.loading}
          <span className="dot">.</span>
          <span className="dot">.</span>
          <span className="dot">.</span>
        </>
      ) : (
        <>
          {state === 'checked' ? '✓ ' : state === 'failed' ? '✕ ' : ''}
          {LABELS[state]}
        </>
      )}
    </Button>
  );
}
