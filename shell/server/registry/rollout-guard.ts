import { rolloutShare, type RegistryRow } from '@sl/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RegistryRepository } from './repository';
import type { RolloutHealth } from './rollout-health';

/** The browser's counter for a remote module that failed to load or render (shell/src/errors/remote-failures.ts). */
export const REMOTE_FAILURES_COUNTER = 'sl_remote_load_failures_total';

interface RolloutLimits {
  /** Pages with the rollout's version needed before its failure rate is judged (ROLLOUT_MIN_PAGES, 20). */
  minPages: number;
  /** Failure rate (failures / pages) at or above which the rollout is aborted (ROLLOUT_ABORT_ERROR_RATE, 0.05). */
  abortRate: number;
}

type Env = Record<string, string | undefined>;

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

export function rolloutLimits(env: Env): RolloutLimits {
  return {
    minPages: Math.ceil(positive(env.ROLLOUT_MIN_PAGES, 20)),
    abortRate: positive(env.ROLLOUT_ABORT_ERROR_RATE, 0.05),
  };
}

/** Why the guard aborts a rollout now, or null: enough pages with its version and too many failures. */
async function spike(row: RegistryRow, health: RolloutHealth, limits: RolloutLimits): Promise<string | null> {
  const version = row.rolloutVersion;
  const seen = (await health.health(row)).find((h) => h.version === version);
  if (!seen || seen.pages < limits.minPages || seen.failureRate === null) return null;
  if (seen.failureRate < limits.abortRate) return null;
  const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
  return (
    `${version} failed to load or render on ${seen.failures} of ${seen.pages} pages (${percent(seen.failureRate)}), ` +
    `at or above the ${percent(limits.abortRate)} limit (after at least ${limits.minPages} pages)`
  );
}

/**
 * One look at every running rollout: abort it when its version's failure rate spiked (audited `rollout-aborted` by
 * the error-rate guard), else promote it once its plan reached 100 % (audited `promote` by the rollout schedule).
 * Both are conditional on the same version still being rolled out, so a release manager's own promote or abort in
 * between wins, and the guard's attempt is dropped.
 */
export function rolloutGuard(options: {
  repo: RegistryRepository;
  health: RolloutHealth;
  limits: RolloutLimits;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): () => Promise<void> {
  const { repo, health, limits, now, log } = options;
  return async () => {
    let listed: RegistryRow[];
    try {
      listed = await repo.list();
    } catch (error) {
      // The database is away (restarting): the next tick looks again. A timer's rejection would end the process.
      log.warn({ err: error }, 'rollout guard could not read the registry');
      return;
    }
    const rows = listed.filter((row) => row.rolloutVersion !== null);
    for (const row of rows) {
      const onlyVersion = row.rolloutVersion as string;
      try {
        const why = await spike(row, health, limits);
        if (why) {
          await repo.abort(row.name, 'error-rate guard', why, { action: 'rollout-aborted', onlyVersion });
          log.warn({ remote: row.name, version: onlyVersion }, `rollout aborted: ${why}`);
        } else if (rolloutShare(row.rolloutPlan, row.rolloutStartedAt, now()) >= 100) {
          await repo.promote(
            row.name,
            'rollout schedule',
            `plan ${row.rolloutPlan} reached 100 %`,
            onlyVersion,
          );
        }
      } catch (error) {
        // 409: a release manager promoted or aborted it since the list was read; theirs stands.
        if ((error as { statusCode?: number }).statusCode === 409) continue;
        log.error({ err: error, remote: row.name }, 'rollout guard could not act on the rollout');
      }
    }
  };
}

/** Runs `tick` every `ms` until the returned stop is called; the default timer does not keep the process alive. */
export type Every = (tick: () => void, ms: number) => () => void;

export const unrefInterval: Every = (tick, ms) => {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
};
