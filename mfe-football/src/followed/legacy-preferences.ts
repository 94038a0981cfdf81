import { adoptLegacyPreferences } from '@sl/contracts';

/**
 * Football's preferences live in the shared store; a visitor's old football-only choices move over once, from
 * whichever football module the page loads first.
 */
export function adoptLegacyFootballPreferences(): void {
  adoptLegacyPreferences('sl-football-preferences', ['footballFollowedCompetitions', 'footballShowScorers']);
}
