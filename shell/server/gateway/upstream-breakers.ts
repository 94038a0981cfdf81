import { Counter, type Registry } from 'prom-client';
import { CircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker';
import type { BreakerNews, SharedBreakers } from './shared-breakers';

export type BreakerSettings = Pick<
  CircuitBreakerOptions,
  'failureThreshold' | 'coolDownMs' | 'refusedCoolDownMs' | 'now'
>;

/**
 * One circuit breaker per upstream origin, shared by every prefix it serves (/api/account, /api/subscription and
 * /openid are one service: when it is down, it is down for all three). Each state change is logged and, given a
 * registry, counted in `sl_shell_gateway_breaker_transitions_total{upstream, to}`. Given `shared` (Redis), a breaker
 * that opens or closes here tells the other shell replicas, and theirs are opened and closed by the same news.
 */
export function upstreamBreakers(
  settings: BreakerSettings,
  log: (message: string, details: Record<string, unknown>) => void,
  registry?: Registry,
  shared?: SharedBreakers,
) {
  const transitions = registry
    ? new Counter({
        name: 'sl_shell_gateway_breaker_transitions_total',
        help: 'Circuit breaker state changes of the /api gateway, per upstream and the state it went to',
        labelNames: ['upstream', 'to'] as const,
        registers: [registry],
      })
    : undefined;
  const breakers = new Map<string, CircuitBreaker>();
  const breakerOf = (key: string): CircuitBreaker => {
    let breaker = breakers.get(key);
    if (!breaker) {
      const created: CircuitBreaker = new CircuitBreaker({
        ...settings,
        onStateChange: (from, to, elsewhere) => {
          transitions?.inc({ upstream: key, to });
          log('gateway circuit breaker changed state', {
            upstream: key,
            from,
            to,
            ...(elsewhere ? { cause: 'another shell replica' } : {}),
          });
          // Only what this replica saw itself is news: what came from elsewhere is not sent back round.
          if (elsewhere || !shared) return;
          if (to === 'open') shared.tell({ upstream: key, to, openForMs: created.openForMs });
          else if (to === 'closed') shared.tell({ upstream: key, to });
        },
      });
      breaker = created;
      breakers.set(key, breaker);
    }
    return breaker;
  };
  shared?.listen((news: BreakerNews) => {
    const breaker = breakerOf(news.upstream);
    if (news.to === 'open') breaker.openFromElsewhere(news.openForMs ?? settings.coolDownMs);
    else breaker.closeFromElsewhere();
  });
  return (upstream: string): CircuitBreaker => breakerOf(new URL(upstream).origin);
}
