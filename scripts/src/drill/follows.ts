import type { SubscriptionListResponse, SubscriptionUserReference } from '@sl/contracts';

interface Credentials {
  authorization: string;
  user: SubscriptionUserReference;
}

/**
 * The member follows a new horse every few milliseconds through the gateway while a scenario runs; every follow
 * the service acknowledged (2xx) must still be there afterwards, or it was lost.
 */
export function startFollowing(siteUrl: string, credentials: Credentials, tag: string) {
  const acknowledged: string[] = [];
  const acknowledgedAt: number[] = [];
  let running = true;
  let n = 0;
  const loop = (async () => {
    while (running) {
      const id = `drill-${tag}-${n++}`;
      try {
        const response = await fetch(`${siteUrl}/api/subscription`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: credentials.authorization },
          body: JSON.stringify({
            user: credentials.user,
            subscription: [{ subscription_id: id, subscription_type: 'HORSE', display_text: `Drill ${id}` }],
          }),
          signal: AbortSignal.timeout(5_000),
        });
        await response.arrayBuffer();
        if (response.ok) {
          acknowledged.push(id);
          acknowledgedAt.push(Date.now());
        }
      } catch {
        // Not acknowledged: the member would see the follow fail and try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  })();
  return {
    /** When the first follow acknowledged after `since` was, waiting up to `timeoutMs` for one; null if none. */
    async firstAcknowledgedAfter(since: number, timeoutMs: number): Promise<number | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const at = acknowledgedAt.find((t) => t > since);
        if (at !== undefined) return at;
        if (Date.now() > deadline || !running) return null;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Stops writing and answers how many acknowledged follows are missing now. */
    async stopAndCountLost(): Promise<{ written: number; lost: number }> {
      running = false;
      await loop;
      const response = await fetch(`${siteUrl}/api/subscription/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: credentials.authorization },
        body: JSON.stringify({ user: credentials.user, filter: ['HORSE'] }),
      });
      if (!response.ok)
        throw new Error(`reading the follows back answered ${response.status} ${await response.text()}`);
      const held = new Set(
        ((await response.json()) as SubscriptionListResponse).subscription.map((s) => s.subscription_id),
      );
      return { written: acknowledged.length, lost: acknowledged.filter((id) => !held.has(id)).length };
    },
  };
}
