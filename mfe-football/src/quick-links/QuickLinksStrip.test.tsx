import { screen } from '@testing-library/react';
import { londonDate, type QuickLinkFootballItem } from '@sl/contracts';
import { renderFootball } from '../test-support/render';
import { QuickLinksStrip } from './QuickLinksStrip';

const item = (id: number, over: Partial<QuickLinkFootballItem>): QuickLinkFootballItem => ({
  match_reference: { id },
  team_score_a: { team: { id: 1, name: 'Arsenal', teamAbrevName: 'ARS' }, score: [{ score: 1 }] },
  team_score_b: { team: { id: 2, name: 'Chelsea', teamAbrevName: 'CHE' }, score: [{ score: 0 }] },
  statePriority: 1,
  match_outcome: { result_type: null, winner: null },
  state: 'FIRSTHALF',
  clock: "12'",
  match_time: '15:00',
  ...over,
});

const show = (items: QuickLinkFootballItem[]) =>
  renderFootball(<QuickLinksStrip />, { data: [[['football', 'quick-links', londonDate()], items]] });

describe('football quick-links strip', () => {
  it('shows a score-only LIVE match as a live score (state 1) reading Live', () => {
    show([item(1, { state: 'LIVE', clock: 'Live' })]);
    const link = screen.getByTestId('quick-link');
    expect(link).toHaveAttribute('data-state', '1');
    expect(link).toHaveTextContent('ARS 1 - 0 CHE');
    expect(link).toHaveTextContent('Live');
  });

  it('leaves an abandoned match out (it is not live, pre-match or a full-time result)', () => {
    show([item(1, {}), item(2, { state: 'ABANDONED', clock: 'A-A', statePriority: 3 })]);
    expect(screen.getAllByTestId('quick-link').map((l) => l.dataset.matchId)).toEqual(['1']);
  });

  it('is hidden when only abandoned matches are left', () => {
    const { container } = show([item(2, { state: 'ABANDONED', clock: 'A-A', statePriority: 3 })]);
    expect(container).toBeEmptyDOMElement();
  });
});
