import { jest } from '@jest/globals';
import type { RegistryRepository } from './repository';
import { rolloutGuard, rolloutLimits } from './rollout-guard';
import { RolloutHealth } from './rollout-health';

describe('rolloutGuard', () => {
  it('answers, and logs, when the registry cannot be read (a database restarting): a timer must not reject', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const repo = { list: () => Promise.reject(refused) } as unknown as RegistryRepository;
    const log = { warn: jest.fn(), error: jest.fn() };
    const tick = rolloutGuard({
      repo,
      health: new RolloutHealth(),
      limits: rolloutLimits({}),
      now: () => new Date(),
      log,
    });
    await expect(tick()).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith({ err: refused }, 'rollout guard could not read the registry');
  });
});
