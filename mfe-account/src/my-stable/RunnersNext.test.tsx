import { jest } from '@jest/globals';
import './text-encoder.test-support';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { apiClient, racecardPath, type Subscription } from '@sl/contracts';
import { defaultUiTheme } from '@sl/ui';
import { nextDate, todayAndTomorrow } from './dates';
import type { ProfileEntry } from './racing-api';
import { RunnersNext } from './RunnersNext';

const { today, tomorrow } = todayAndTomorrow();
const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const entry = (raceId: number, day: string, time: string, horse = 'Galopin Des Champs'): ProfileEntry => ({
  raceId,
  meetingDate: `${day}T00:00:00`,
  courseName: 'Leopardstown',
  offTimeLocal: time,
  title: `Race ${raceId}`,
  horseName: horse,
  horseCode: horse.toLowerCase().replace(/ /g, '-'),
});

const follow: Subscription = {
  subscription_type: 'JOCKEY',
  subscription_id: 'paul-townend',
  display_text: 'Paul Townend',
  server_subscription_id: 'srv-1',
};

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={defaultUiTheme}>
          <RunnersNext kind="jockey" follows={[follow]} heading="Your jockeys" empty="No rides." />
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('My Stable: runs today and tomorrow', () => {
  it('lists only today’s and tomorrow’s rides, in time order, each named by its horse and linked to its card', async () => {
    const entries = [
      entry(3, tomorrow, '13:10', 'State Man'),
      entry(1, yesterday, '15:00', 'Old News'),
      entry(2, today, '14:30'),
      entry(4, nextDate(tomorrow), '12:00', 'Too Far Ahead'),
    ];
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { entries } } as never);
    show();
    const table = await screen.findByRole('table', { name: 'Your jockeys' });
    expect(get).toHaveBeenCalledWith('/horse-racing/v2/racing/profiles/jockey/paul-townend');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Galopin Des Champs (Paul Townend)',
      'State Man (Paul Townend)',
    ]);
    expect(rows[0]).toHaveTextContent('Today');
    expect(rows[1]).toHaveTextContent('Tomorrow');
    expect(within(rows[0]!).getByRole('link', { name: 'Race 2' })).toHaveAttribute(
      'href',
      racecardPath(`${today}T00:00:00`, 'Leopardstown', 2, 'Race 2'),
    );
  });

  it('says so when none of the follows runs in the next two days', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: { entries: [entry(1, yesterday, '15:00')] } } as never);
    show();
    expect(await screen.findByText('No rides.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
