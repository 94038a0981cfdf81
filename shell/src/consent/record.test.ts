import { CONSENT_VERSION, acceptedAny, makeRecord, parseRecord } from './record';
import { categoryOf } from './catalogue';

const now = Date.parse('2026-11-25T12:00:00Z');

describe('consent record', () => {
  it('round-trips a record of the current version with its date', () => {
    const record = makeRecord({ functional: true, analytics: false }, new Date(now));
    expect(record).toEqual({
      version: CONSENT_VERSION,
      date: '2026-11-25T12:00:00.000Z',
      categories: { functional: true, analytics: false },
    });
    expect(parseRecord(JSON.stringify(record), now)).toEqual(record);
    expect(acceptedAny(record)).toBe(true);
    expect(acceptedAny(makeRecord({ functional: false, analytics: false }, new Date(now)))).toBe(false);
  });

  it('asks again for an older version, an expired or future record, or anything malformed', () => {
    const record = makeRecord({ functional: true, analytics: true }, new Date(now));
    expect(parseRecord(JSON.stringify({ ...record, version: CONSENT_VERSION - 1 }), now)).toBeNull();
    // Kept 12 months (365 days): the day before it is still an answer, the moment after it is not.
    const aYear = 365 * 86_400_000;
    expect(parseRecord(JSON.stringify(record), now + aYear - 86_400_000)).toEqual(record);
    expect(parseRecord(JSON.stringify(record), now + aYear + 1)).toBeNull();
    expect(parseRecord(JSON.stringify(record), now - 3_600_000)).toBeNull();
    expect(parseRecord(JSON.stringify({ ...record, categories: { functional: 'yes' } }), now)).toBeNull();
    expect(parseRecord('{broken', now)).toBeNull();
    expect(parseRecord(null, now)).toBeNull();
  });

  it('sorts storage by the catalogue: unlisted local keys are functional, unlisted cookies essential', () => {
    expect(categoryOf('sl-consent')).toBe('essential');
    expect(categoryOf('sl-preferences')).toBe('functional');
    expect(categoryOf('oauth_id_token', 'session storage')).toBe('essential');
    expect(categoryOf('_ga_ABC123', 'cookie')).toBe('analytics');
    expect(categoryOf('anything-new')).toBe('functional');
    expect(categoryOf('_session', 'cookie')).toBe('essential');
  });
});
