/**
 * Whether an account has Plus, as SQL over `accounts a`: the account's own premium flag (Plus given with the
 * account, e.g. the seeded demo member, nothing billed) or a subscription whose paid period has not ended. An
 * active subscription renews at its period end; a cancelled one keeps access until then. The identity provider
 * reads accounts through this, so the member's next tokens (id token hasAccess and premium, userinfo premium, and
 * the racing product token issued from it) follow joining and cancelling.
 */
export const PLUS_ENTITLED_SQL = `(a.premium OR EXISTS (
  SELECT 1 FROM plus_subscriptions ps
  WHERE ps.account_id = a.id AND ps.current_period_end > now()
))`;
