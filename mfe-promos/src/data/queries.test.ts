import { jest } from '@jest/globals';
import { FALLBACK_BETTING_PARTNER_WEIGHTS } from '@sl/contracts';
import { fetchBettingPartnerWeights } from './queries';

describe('betting partner weights', () => {
  it('uses the service answer when it is usable', async () => {
    const logger = { warn: jest.fn() };
    expect(await fetchBettingPartnerWeights(async () => ({ data: { skybet: 1, betfair: 0 } }), logger)).toEqual({ skybet: 1, betfair: 0 });
    expect(logger.warn).not.toHaveBeenCalled();
  });
  it('falls back to the configured weights on failure, and logs it', async () => {
    const logger = { warn: jest.fn() };
    const weights = await fetchBettingPartnerWeights(async () => {
      throw new Error('down');
    }, logger);
    expect(weights).toEqual(FALLBACK_BETTING_PARTNER_WEIGHTS);
    expect(logger.warn).toHaveBeenCalledWith('betting partners: using configured weights', 'down');
  });
});
