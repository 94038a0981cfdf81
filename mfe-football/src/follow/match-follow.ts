import type { FootballMatch, SubscriptionType } from '@sl/contracts';

/** Matches are followed as FOOTBALL_MATCH subscriptions (spec document 2, section 3). */
export const MATCH_SUBSCRIPTION_TYPE: SubscriptionType = 'FOOTBALL_MATCH';

/** 'Arsenal v Chelsea': how My Stable names a followed match. */
export const matchFollowText = (match: FootballMatch) =>
  `${match.team_score_a.team.name} v ${match.team_score_b.team.name}`;
