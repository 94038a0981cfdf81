import { Counter, type Registry } from 'prom-client';
import { CircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker';

export type BreakerSettings = Pick<
  CircuitBreakerOptions,
  'failureThreshold' | 'coolDownMs' | 'refusedCoolDownMs' | 'now'
>;

/**
 * One circuit breaker per upstream origin, shared by every prefix it serves (/api/account, /api/subscription and
 * /openid are one service: when it is down, it is down for all three). Each state change is logged and, given a
 * registry, counted in `sl_shell_gateway_breaker_transitions_total{upstream, to}`.
 */
export function upstreamBreakers(
  settings: BreakerSettings,
  log: (message: string, details: Record<string, unknown>) => void,
  registry?: Registry,
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
  return (upstream: string): CircuitBreaker => {
    const key = new URL(upstream).origin;
    let breaker = breakers.get(key);
    if (!breaker) {
      breaker = new CircuitBreaker({
        ...settings,
        onStateChange: (from, to) => {
          transitions?.inc({ upstream: key, to });
          log('gateway circuit breaker changed state', { upstream: key, from, to });
        },
      });
      breakers.set(key, breaker);
    }
    return breaker;
  };
}
