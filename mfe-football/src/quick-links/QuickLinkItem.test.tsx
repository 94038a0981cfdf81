import '../test-support/text-encoder';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { type QuickLinkFootballItem } from '@sl/contracts';
import { defaultUiTheme } from '@sl/ui';
import { QuickLinkItem } from './QuickLinkItem';

const base = (over: Partial<QuickLinkFootballItem>): QuickLinkFootballItem => ({
  match_reference: { id: 77 },
  team_score_a: { team: { id: 1, name: 'Arsenal', teamAbrevName: 'ARS' }, score: [{ score: 2 }] },
  team_score_b: { team: { id: 2, name: 'Chelsea', teamAbrevName: 'CHE' }, score: [{ score: 1 }] },
  statePriority: 1,
  match_outcome: { result_type: null, winner: null },
  state: 'SECONDHALF',
  clock: "67'",
  match_time: '15:00',
  ...over,
});

const show = (item: QuickLinkFootballItem) =>
  render(
    <MemoryRouter>
      <ThemeProvider theme={defaultUiTheme}>
        <QuickLinkItem item={item} />
      </ThemeProvider>
    </MemoryRouter>,
  );

describe('football quick-link item', () => {
  it('state 1 shows the live score and clock with abbreviated names', () => {
    show(base({}));
    expect(screen.getByTestId('quick-link-text')).toHaveTextContent('ARS 2 - 1 CHE');
    expect(screen.getByRole('link')).toHaveTextContent("67'");
    expect(screen.getByRole('link')).toHaveAttribute('href', '/football/live/77/arsenal-vs-chelsea');
  });

  it("state 2 shows 'A vs B' and the kick-off time", () => {
    show(base({ statePriority: 2, state: 'PREMATCH', clock: '' }));
    expect(screen.getByTestId('quick-link-text')).toHaveTextContent(/^ARS vs CHE$/);
    expect(screen.getByRole('link')).toHaveTextContent('15:00');
  });

  it('state 3 shows the full-time result', () => {
    show(
      base({ statePriority: 3, state: 'FULLTIME', match_outcome: { result_type: 'NORMAL', winner: null } }),
    );
    expect(screen.getByTestId('quick-link-text')).toHaveTextContent(/^ARS 2 - 1 CHE$/);
    expect(screen.getByRole('link')).toHaveTextContent('FT');
  });

  it("state 3 marks the penalty shootout winner with '(p)'", () => {
    show(
      base({
        statePriority: 3,
        state: 'FULLTIME',
        team_score_a: { team: { id: 1, name: 'Arsenal', teamAbrevName: 'ARS' }, score: [{ score: 1 }] },
        match_outcome: { result_type: 'PENALTYSHOOTOUT', winner: { teamAbrevName: 'CHE' } },
      }),
    );
    expect(screen.getByTestId('quick-link-text')).toHaveTextContent(/^ARS 1 - 1 CHE \(p\)$/);
  });

  it("draws both clubs' crests from their colours, hidden from screen readers beside the names", () => {
    const colours = {
      primary: '#EF0107',
      secondary: '#FFFFFF',
      text: '#FFFFFF',
      pattern: 'plain',
      shape: 'shield',
    } as const;
    const item = base({});
    show({ ...item, team_score_a: { ...item.team_score_a, team: { ...item.team_score_a.team, colours } } });
    const crests = screen.getByRole('link').querySelectorAll('svg[data-crest]');
    expect([...crests].map((c) => c.getAttribute('data-crest'))).toEqual(['plain', 'neutral']);
    for (const crest of crests) expect(crest.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('link')).toHaveAccessibleName("Arsenal v Chelsea: ARS 2 - 1 CHE, 67'");
  });
});
