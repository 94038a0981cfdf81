import styled from 'styled-components';
import { Badge, borderWidth, color, definitionPairs, media, radius, space } from '@sl/ui';
import { useAuth } from '@sl/contracts';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space.sm} ${space.lg};
  margin: 0;
  background: ${color.surface};
  color: ${color.text};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.lg};
  padding: ${space.md} ${space.lg};
  ${definitionPairs}
  dd {
    overflow-wrap: anywhere;
  }
  ${media.narrow} {
    grid-template-columns: 1fr;
    gap: ${space.xxs};
    dd + dt {
      margin-top: ${space.sm};
    }
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
        <dd data-testid="account-membership">
          <Badge tone={premium ? 'accent' : 'neutral'}>{premium ? 'Sporting Life Plus' : 'Free'}</Badge>
        </dd>
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
