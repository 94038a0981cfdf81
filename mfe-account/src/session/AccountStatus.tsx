import styled from 'styled-components';
import { Button, Icon, borderWidth, color, radius, size, space } from '@sl/ui';
import { useAuth } from '@sl/contracts';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm} ${space.md};
  flex-wrap: wrap;
  background: ${color.surface};
  color: ${color.text};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.lg};
  padding: ${space.md} ${space.lg};
  margin-bottom: ${space.lg};
  > span {
    display: inline-flex;
    align-items: center;
    gap: ${space.sm};
    flex: 1 1 ${size.inputMin};
    min-width: 0;
  }
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
        <span>
          <Icon name="account" />
          Get tips, alerts and My Stable with a free account.
        </span>
        <Button variant="primary" size="sm" onClick={() => actions.register()}>
          Register for free
        </Button>
        <Button variant="secondary" size="sm" onClick={() => actions.login()}>
          Log in
        </Button>
      </Box>
    );
  }
  return (
    <Box data-testid="account-status" data-state="signed-in">
      <span>
        <Icon name="account" />
        <span>
          Signed in as <strong data-testid="account-member-name">{name}</strong>
        </span>
      </span>
      <Button variant="secondary" size="sm" onClick={() => actions.logout()}>
        Log out
      </Button>
    </Box>
  );
}
