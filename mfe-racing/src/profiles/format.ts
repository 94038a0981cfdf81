import { positionLabel } from '@sl/contracts';

/** "£1,234" or "-£3.50": level-stakes profit to a £1 stake. */
export function money(pounds: number): string {
  const sign = pounds < 0 ? '-' : pounds > 0 ? '+' : '';
  const abs = Math.abs(pounds);
  return `${sign}£${abs.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export const prize = (amount: number, currency: '£' | '€') => `${currency}${amount.toLocaleString('en-GB')}`;

export const spText = (sp: string) => (sp === '1/1' ? 'Evs' : sp);

/** "3/11": where it finished out of how many ran; a non-finisher's code in place of the place. */
export const placeOf = (position: number, nonFinisherCode: string, runners: number | undefined) =>
  `${positionLabel(position, nonFinisherCode)}${runners ? `/${runners}` : ''}`;

/** "12 May 2026" from yyyy-mm-dd or an ISO instant. */
export const shortDate = (date: string) =>
  new Date(`${date.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
