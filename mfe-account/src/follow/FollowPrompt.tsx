import { useId } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { FOLLOW_PROMPT, useAuth } from '@sl/contracts';
import { Button, Dialog, space } from '@sl/ui';

const ActionRow = styled.div`
  display: flex;
  gap: ${space.sm};
  flex-wrap: wrap;
  margin-top: ${space.lg};
`;

const here = () => `${window.location.pathname}${window.location.search}`;

/** Log in and register through the shared store, coming back to this page afterwards. */
export function SignInButtons() {
  const actions = useAuth((s) => s.actions);
  return (
    <ActionRow>
      <Button variant="primary" onClick={() => actions.login(here())}>
        Log in
      </Button>
      <Button variant="secondary" onClick={() => actions.register(here())}>
        Register
      </Button>
    </ActionRow>
  );
}

interface Props {
  text: string;
  onClose: () => void;
}

/**
 * The visitor's "Add to My Stable" prompt (document 2, section 6), a modal dialog. In a portal, so that the card
 * or row it is opened from (often a link) never sees its clicks.
 */
export function FollowPrompt({ text, onClose }: Props) {
  const textId = useId();
  return createPortal(
    <Dialog title={FOLLOW_PROMPT.title} describedBy={textId} onClose={onClose} data-remote="account">
      <p id={textId}>{text}</p>
      <SignInButtons />
      <ActionRow>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </ActionRow>
    </Dialog>,
    document.body,
  );
}
