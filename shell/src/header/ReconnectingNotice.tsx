import styled from 'styled-components';
import { useAuth } from '@sl/contracts';
import { color, fontSize, space } from '@sl/ui';

const Strip = styled.p`
  margin: 0;
  padding: ${space.xs} ${space.lg};
  background: ${color.warning};
  color: ${color.onWarning};
  font-size: ${fontSize.sm};
  text-align: center;
`;

/**
 * Says so while the account service cannot be reached to check or renew the session: the member is not signed
 * out for it, and the shell keeps trying. The live region is always there so the message is announced when it
 * appears.
 */
export function ReconnectingNotice() {
  const reconnecting = useAuth((s) => s.reconnecting === true);
  const loggedIn = useAuth((s) => s.loggedIn);
  return (
    <div role="status" data-testid="reconnecting">
      {reconnecting ? (
        <Strip>
          {loggedIn
            ? 'Reconnecting to your account… You are still signed in.'
            : 'Reconnecting to your account… Your sign-in is kept and will be back shortly.'}
        </Strip>
      ) : null}
    </div>
  );
}
