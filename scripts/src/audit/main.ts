/**
 * `npm run audit:world`: the world model's realism figures over a November and a June fortnight (the closing-note
 * numbers for issue 14). Prints figures; the property tests are what assert.
 */
import { auditFootball } from './football';
import { auditRacing } from './racing';

const year = Number(process.env.AUDIT_YEAR ?? 2026);
auditRacing(`${year}-11-16`, 14);
auditRacing(`${year + 1}-06-07`, 14);
auditFootball(year, [
  [`${year}-11-21`, `${year}-11-27`],
  [`${year + 1}-06-05`, `${year + 1}-06-11`],
]);
