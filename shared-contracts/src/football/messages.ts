/** Empty-list messages, word for word (spec document 2, section 8). */
export const FOOTBALL_EMPTY = {
  competition: 'Nothing to show for this competition',
  results: 'There are no results to show at the moment.',
  fixtures: 'There are no fixtures to show.',
  monthResults: 'There are currently no results to show for this month.',
  monthFixtures: 'There are no fixtures to show for this month.',
  monthAny: 'There are no fixtures or results to show for this month.',
  matches: 'There are no matches at the moment.',
  scheduled: 'There are no scheduled matches at the moment.',
  live: 'There are no live matches at the moment.',
  finished: 'There are no finished matches at the moment.',
} as const;
