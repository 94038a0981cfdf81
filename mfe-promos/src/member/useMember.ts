import { useMemo } from 'react';
import { decodeTokenPayload, useAuth, type AuthState } from '@sl/contracts';
import { hidesSelfExcludeItems } from '@sl/contracts/offers';

/** What the promos need to know about the visitor. */
export interface PromoMember {
  loggedIn: boolean;
  isMigrated: boolean;
  sensitiveAudience: boolean;
  selfExclusions: string[];
  upgradable: boolean;
  site?: string;
  registration: 'first' | 'part';
  /** Hide items flagged selfExclude (free-bet links, sub-banners). */
  hideSelfExclude: boolean;
}

/** The parts of the auth state the promos read: the shell fills them from the member's verified id token. */
type MemberSource = Pick<AuthState, 'loggedIn' | 'isMigrated' | 'idToken' | 'user' | 'selfExclusion'>;

/** The member's partner site, the one claim the session does not carry (display only: nothing is granted on it). */
function siteClaim(idToken: string | null): string | undefined {
  const site = decodeTokenPayload(idToken)?.site;
  return typeof site === 'string' ? site : undefined;
}

/** What the promos need to know about the visitor, from the auth store's typed state. */
export function memberFrom(state: MemberSource): PromoMember {
  const user = state.loggedIn ? state.user : null;
  // Every source counts: a marker in either place hides the items (an empty list in one proves nothing).
  const selfExclusions = [...new Set([...(state.selfExclusion ?? []), ...(user?.selfExclusion ?? [])])];
  const sensitiveAudience = user?.sensitiveAudience === true;
  return {
    loggedIn: state.loggedIn,
    isMigrated: state.isMigrated,
    sensitiveAudience,
    selfExclusions,
    upgradable: user?.upgradable === true,
    site: state.loggedIn ? siteClaim(state.idToken) : undefined,
    registration: user?.registration === 'first' ? 'first' : 'part',
    hideSelfExclude: hidesSelfExcludeItems({ sensitiveAudience, selfExclusions }),
  };
}

export function useMember(): PromoMember {
  const loggedIn = useAuth((s) => s.loggedIn);
  const isMigrated = useAuth((s) => s.isMigrated);
  const idToken = useAuth((s) => s.idToken);
  const user = useAuth((s) => s.user);
  const selfExclusion = useAuth((s) => s.selfExclusion);
  return useMemo(
    () => memberFrom({ loggedIn, isMigrated, idToken, user, selfExclusion }),
    [loggedIn, isMigrated, idToken, user, selfExclusion],
  );
}
