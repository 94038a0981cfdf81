import styled from 'styled-components';
import { useAuth } from '@sl/contracts';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 12px 16px;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

/** The signed-in member's details, read from the shared auth store (the shell verified them). */
export function AccountDetails() {
  const loggedIn = useAuth((s) => s.loggedIn);
  const user = useAuth((s) => s.user);
  const premium = useAuth((s) => s.premium);
  const isMigrated = useAuth((s) => s.isMigrated);
  if (!loggedIn || !user) return null;
  return (
    <section aria-labelledby="account-details-heading">
      <h2 id="account-details-heading">Your details</h2>
      <List data-testid="account-details">
        <dt>Name</dt>
        <dd>{user.name}</dd>
        <dt>Email</dt>
        <dd data-testid="account-email">{user.email}</dd>
        <dt>Membership</dt>
        <dd data-testid="account-membership">{premium ? 'Sporting Life Plus' : 'Free'}</dd>
        <dt>Registration</dt>
        <dd>
          {user.registration === 'part'
            ? 'Part-registered: finish registering to unlock everything'
            : 'Complete'}
        </dd>
        <dt>Sky Bet account linked</dt>
        <dd>{isMigrated ? 'Yes' : 'No'}</dd>
      </List>
    </section>
  );
}
