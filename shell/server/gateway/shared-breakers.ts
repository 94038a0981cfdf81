import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A breaker's change one replica tells the others: opened (for how long) or closed. */
export interface BreakerNews {
  upstream: string;
  to: 'open' | 'closed';
  openForMs?: number;
}

/** How the shell replicas' gateways tell each other of their breakers' changes. */
export interface SharedBreakers {
  tell(news: BreakerNews): void;
  listen(handler: (news: BreakerNews) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'sl:shell:gateway-breakers';

/** Only origins are news (a message from anyone else on the channel must not create breakers for anything). */
function parseNews(text: string, self: string): BreakerNews | null {
  try {
    const message = JSON.parse(text) as Partial<BreakerNews> & { from?: unknown };
    if (message.from === self || typeof message.upstream !== 'string') return null;
    if (!URL.canParse(message.upstream) || new URL(message.upstream).origin !== message.upstream) return null;
    if (message.to === 'closed') return { upstream: message.upstream, to: 'closed' };
    if (message.to === 'open' && typeof message.openForMs === 'number' && message.openForMs >= 0)
      return { upstream: message.upstream, to: 'open', openForMs: message.openForMs };
    return null;
  } catch {
    return null;
  }
}

/**
 * Breaker news over Redis pub/sub: the first shell replica to find a section down tells the rest, which fail fast
 * at once instead of each spending its own failures (and its visitors' waits) to learn it; the first probe that
 * gets through closes them all. A replica keeps its own breakers and judgement: the news only moves a closed
 * breaker to open for the teller's cool-down, after which it probes for itself. Best effort: news lost while Redis
 * is away leaves each replica learning alone, as without Redis.
 */
export function redisSharedBreakers(
  redis: Redis,
  warn: (message: string, error: unknown) => void,
): SharedBreakers {
  const self = randomUUID();
  // A subscribed connection can do nothing else: the news is heard on one of its own.
  const subscriber = redis.duplicate({ connectionName: 'sl-shell-breaker-news' });
  subscriber.on('error', () => undefined); // the main connection already says when Redis is away
  const handlers: ((news: BreakerNews) => void)[] = [];
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    const news = parseNews(text, self);
    if (news) for (const handler of handlers) handler(news);
  });
  const subscribed = subscriber.subscribe(CHANNEL).catch((error: unknown) => {
    warn('gateway breaker news: could not subscribe in Redis', error);
  });
  return {
    tell(news) {
      redis
        .publish(CHANNEL, JSON.stringify({ ...news, from: self }))
        .catch((error: unknown) => warn('gateway breaker news: could not publish in Redis', error));
    },
    listen(handler) {
      handlers.push(handler);
    },
    async close() {
      await subscribed;
      subscriber.disconnect();
    },
  };
}
