import { bettingAllowed, DEFAULT_COUNTRY_HEADER, viewerCountry, type ViewerGeo } from '@sl/contracts';
import type { AppInstance } from '@sl/server-kit';

/** The keys that carry match prices: a match's own market and the match centre's grid across bookmakers. */
const PRICE_KEYS = new Set(['match_betting_market', 'match_odds_grid']);

/** Every match in an answer, wherever the route puts them (a list, a team's page, one match, its centre). */
function withoutPrices(payload: unknown): unknown {
  if (Array.isArray(payload)) return payload.map(withoutPrices);
  if (payload === null || typeof payload !== 'object') return payload;
  const entries = Object.entries(payload).map(([key, value]) =>
    PRICE_KEYS.has(key) ? [key, null] : [key, withoutPrices(value)],
  );
  return Object.fromEntries(entries);
}

/**
 * Match prices are betting content: UK and Ireland viewers only (docs/adr/0005, as racing's bookmaker prices). One
 * hook over every football answer, so a route added later cannot leak prices; answers vary by the country header.
 */
export function bettingGeoHook(
  app: AppInstance,
  geo: ViewerGeo = { countryHeader: DEFAULT_COUNTRY_HEADER, development: false },
) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/football/')) return payload;
    reply.header('Vary', geo.countryHeader);
    const country = viewerCountry(request.headers, geo.countryHeader);
    return bettingAllowed(country, geo.development) ? payload : withoutPrices(payload);
  });
}
