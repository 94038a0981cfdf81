import {
  currentOrNextWindow,
  deadlineDay,
  lastClosedWindow,
  openWindow,
  transferWindow,
  windowById,
} from './windows';

const london = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(d);

describe('transfer windows', () => {
  it('opens the summer window on 16 June and shuts it at 19:00 on 1 September, a Monday when that is a weekend', () => {
    const summer = transferWindow('summer', 2026);
    expect(london(summer.opens)).toBe('16/06/2026, 00:00');
    expect(london(summer.closes)).toBe('01/09/2026, 19:00');
    // 1 September 2024 was a Sunday, 2029 is a Saturday: both move to the Monday.
    expect(deadlineDay(2024, 9, 1)).toBe('2024-09-02');
    expect(deadlineDay(2029, 9, 1)).toBe('2029-09-03');
    expect(london(transferWindow('summer', 2029).closes)).toBe('03/09/2029, 19:00');
  });

  it('runs the January window from 1 January to 23:00 on 2 February', () => {
    const january = transferWindow('january', 2027);
    expect(london(january.opens)).toBe('01/01/2027, 00:00');
    expect(london(january.closes)).toBe('02/02/2027, 23:00');
    // 2 February 2025 was a Sunday.
    expect(london(transferWindow('january', 2025).closes)).toBe('03/02/2025, 23:00');
  });

  it('knows which window is open, next and last shut', () => {
    const november = new Date('2026-11-25T12:00:00Z');
    expect(openWindow(november)).toBeNull();
    expect(currentOrNextWindow(november).id).toBe('january-2027');
    expect(lastClosedWindow(november).id).toBe('summer-2026');
    const deadlineDay = new Date('2026-09-01T17:59:00Z');
    expect(openWindow(deadlineDay)?.id).toBe('summer-2026');
    expect(openWindow(new Date('2026-09-01T18:00:00Z'))).toBeNull();
    expect(openWindow(new Date('2027-01-15T12:00:00Z'))?.id).toBe('january-2027');
    expect(lastClosedWindow(new Date('2027-03-01T12:00:00Z')).id).toBe('january-2027');
  });

  it('reads window ids and rejects others', () => {
    expect(windowById('summer-2026')?.name).toBe('Summer 2026');
    expect(windowById('january-2027')?.kind).toBe('january');
    expect(windowById('spring-2026')).toBeNull();
    expect(windowById('summer-26')).toBeNull();
  });
});
