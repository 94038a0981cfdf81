import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { FOLLOW_PROMPT, useAuth } from '@sl/contracts';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, 0.5);
  padding: 16px;
`;

const Panel = styled.div`
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border-radius: 8px;
  max-width: 420px;
  width: 100%;
  padding: 20px;
  box-shadow: 0 8px 30px rgba(0, 0, 0, 0.3);
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
`;

export const ActionRow = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin-top: 16px;
`;

export const PromptButton = styled.button<{ $primary?: boolean }>`
  border-radius: 4px;
  padding: 8px 14px;
  font-weight: 700;
  cursor: pointer;
  border: 2px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => (p.$primary ? p.theme.colors.primary : 'transparent')};
  color: ${(p) => (p.$primary ? '#fff' : p.theme.colors.primary)};
`;

const focusable = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'),
];

const here = () => `${window.location.pathname}${window.location.search}`;

/** Log in and register through the shared store, coming back to this page afterwards. */
export function SignInButtons() {
  const actions = useAuth((s) => s.actions);
  return (
    <ActionRow>
      <PromptButton type="button" $primary onClick={() => actions.login(here())}>
        Log in
      </PromptButton>
      <PromptButton type="button" onClick={() => actions.register(here())}>
        Register
      </PromptButton>
    </ActionRow>
  );
}

interface Props {
  text: string;
  onClose: () => void;
}

/**
 * The visitor's "Add to My Stable" prompt (document 2, section 6): a modal dialog that takes focus, keeps Tab
 * inside, closes on Escape and gives focus back to whatever opened it.
 */
export function FollowPrompt({ text, onClose }: Props) {
  const titleId = useId();
  const textId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    if (root) (focusable(root)[0] ?? root).focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusable(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      data-remote="account"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{FOLLOW_PROMPT.title}</h2>
        <p id={textId}>{text}</p>
        <SignInButtons />
        <ActionRow>
          <PromptButton type="button" onClick={onClose}>
            Close
          </PromptButton>
        </ActionRow>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
