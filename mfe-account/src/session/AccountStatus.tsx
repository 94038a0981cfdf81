import styled from 'styled-components';
import { useAuth } from '@sl/contracts';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 12px 16px;
  margin-bottom: 16px;
`;

const Button = styled.button<{ $primary?: boolean }>`
  border-radius: 4px;
  padding: 8px 12px;
  font-weight: 700;
  cursor: pointer;
  border: 2px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => (p.$primary ? p.theme.colors.primary : 'transparent')};
  color: ${(p) => (p.$primary ? '#fff' : p.theme.colors.primary)};
`;

/**
 * Sign-in or the member's name, read from the shared auth store. Actions go back through the store, so the shell
 * (the only writer of tokens) carries them out and every part of the page sees the change at once.
 */
export function AccountStatus() {
  const loggedIn = useAuth((s) => s.loggedIn);
  const name = useAuth((s) => s.user?.name);
  const actions = useAuth((s) => s.actions);
  if (!loggedIn) {
    return (
      <Box data-testid="account-status" data-state="signed-out">
        <span>Get tips, alerts and My Stable with a free account.</span>
        <Button type="button" $primary onClick={() => actions.register()}>
          Register for free
        </Button>
        <Button type="button" onClick={() => actions.login()}>
          Log in
        </Button>
      </Box>
    );
  }
  return (
    <Box data-testid="account-status" data-state="signed-in">
      <span>
        Signed in as <strong data-testid="account-member-name">{name}</strong>
      </span>
      <Button type="button" onClick={() => actions.logout()}>
        Log out
      </Button>
    </Box>
  );
}
