import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Badge,
  BookmakerMark,
  Button,
  ButtonLink,
  Card,
  CardTitle,
  Crest,
  DataTable,
  EmptyState,
  ErrorState,
  ICON_NAMES,
  Icon,
  LineChart,
  NavTabs,
  OddsButton,
  Select,
  Silk,
  Skeleton,
  Tabs,
  TextLink,
  color,
  fontSize,
  size,
  space,
  type ColorScheme,
} from '@sl/ui';
import {
  PATTERN_SILKS,
  SAMPLE_BOOKMAKERS,
  SAMPLE_CLUBS,
  SAMPLE_RATINGS,
  SAMPLE_RUNNERS,
  SAMPLE_TABLE,
  points,
  type SampleRunner,
  type SampleStanding,
} from './samples';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  & + & {
    margin-top: ${space.md};
  }
`;

const IconGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${space.xs};
    font-size: ${fontSize.xs};
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Caption = styled.p`
  margin: ${space.md} 0 ${space.xs};
  font-size: ${fontSize.sm};
  color: ${color.muted};
`;

const Horse = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  text-align: left;
`;

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};
`;

const Prose = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
`;

/** The scheme said in the accessible names of repeated landmarks and tables, so the two halves stay distinct. */
const inScheme = (name: string, scheme: ColorScheme) => `${name} (${scheme})`;

function SelectDemo() {
  const [going, setGoing] = useState('soft');
  return (
    <Row>
      <Select
        label="Going"
        value={going}
        onChange={setGoing}
        options={[
          { value: 'heavy', label: 'Heavy' },
          { value: 'soft', label: 'Soft' },
          { value: 'good-to-soft', label: 'Good to soft' },
          { value: 'good', label: 'Good' },
        ]}
      />
      <Select
        label="Market"
        hideLabel
        value="win"
        onChange={() => undefined}
        options={[
          { value: 'win', label: 'Win' },
          { value: 'each-way', label: 'Each way' },
        ]}
      />
    </Row>
  );
}

function ErrorDemo() {
  const [tries, setTries] = useState(0);
  return (
    <ErrorState title="Prices could not be loaded" onRetry={() => setTries((n) => n + 1)}>
      {tries === 0
        ? 'The odds service did not answer.'
        : `Tried again ${tries} time${tries === 1 ? '' : 's'}.`}
    </ErrorState>
  );
}

const runnerColumns = [
  { key: 'cloth', header: 'No.', render: (r: SampleRunner) => r.cloth, align: 'right' as const },
  {
    key: 'horse',
    header: 'Horse',
    isRowHeader: true,
    render: (r: SampleRunner) => (
      <Horse>
        <Silk silk={r.silk} />
        {r.horse}
      </Horse>
    ),
  },
  { key: 'age', header: 'Age', render: (r: SampleRunner) => r.age, align: 'right' as const },
  { key: 'weight', header: 'Wgt', label: 'Weight', render: (r: SampleRunner) => r.weight },
  { key: 'or', header: 'OR', label: 'Official rating', render: (r: SampleRunner) => r.officialRating },
  { key: 'jockey', header: 'Jockey', render: (r: SampleRunner) => r.jockey, hideBelow: 'tablet' as const },
  { key: 'trainer', header: 'Trainer', render: (r: SampleRunner) => r.trainer },
];

const tableColumns = [
  { key: 'pos', header: 'Pos', render: (s: SampleStanding) => s.position, align: 'right' as const },
  {
    key: 'team',
    header: 'Team',
    isRowHeader: true,
    render: (s: SampleStanding) => (
      <Horse>
        <Crest colours={s.club.colours} name={s.club.name} abbreviation={s.club.abbreviation} />
        {s.club.name}
      </Horse>
    ),
  },
  {
    key: 'p',
    header: 'P',
    label: 'Played',
    render: (s: SampleStanding) => s.played,
    align: 'right' as const,
  },
  {
    key: 'w',
    header: 'W',
    render: (s: SampleStanding) => s.won,
    align: 'right' as const,
    hideBelow: 'mobile' as const,
  },
  {
    key: 'd',
    header: 'D',
    render: (s: SampleStanding) => s.drawn,
    align: 'right' as const,
    hideBelow: 'mobile' as const,
  },
  {
    key: 'l',
    header: 'L',
    render: (s: SampleStanding) => s.lost,
    align: 'right' as const,
    hideBelow: 'mobile' as const,
  },
  {
    key: 'gd',
    header: 'GD',
    render: (s: SampleStanding) => {
      const gd = s.goalsFor - s.goalsAgainst;
      return gd > 0 ? `+${gd}` : gd;
    },
    align: 'right' as const,
  },
  { key: 'pts', header: 'Pts', render: (s: SampleStanding) => points(s), align: 'right' as const },
];

export interface Demo {
  id: string;
  title: string;
  about: string;
  render: (scheme: ColorScheme) => ReactNode;
}

/** Every component, with sample data a punter would recognise. */
export const DEMOS: Demo[] = [
  {
    id: 'icon',
    title: 'Icon',
    about:
      'Lucide icons in a fixed set, plus a drawn horse and football. Named when alone, hidden beside text.',
    render: () => (
      <IconGrid>
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} />
            {name}
          </li>
        ))}
      </IconGrid>
    ),
  },
  {
    id: 'button',
    title: 'Button and ButtonLink',
    about: 'Four variants in two sizes; a ButtonLink navigates, so it stays a link.',
    render: () => (
      <>
        <Row>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Danger</Button>
        </Row>
        <Row>
          <Button size="sm">Small</Button>
          <Button size="sm" variant="secondary">
            <Icon name="refresh" size="sm" />
            Refresh
          </Button>
          <Button disabled>Disabled</Button>
          <ButtonLink to="/racing/racecards" variant="secondary">
            <Icon name="racecards" size="sm" />
            Racecards
          </ButtonLink>
        </Row>
      </>
    ),
  },
  {
    id: 'text-link',
    title: 'TextLink',
    about: 'A link inside the site, in running text.',
    render: () => (
      <Prose>
        Read the <TextLink to="/tips">day&apos;s tips</TextLink> or the{' '}
        <TextLink to="/racing/results">latest results</TextLink>.
      </Prose>
    ),
  },
  {
    id: 'card',
    title: 'Card',
    about: 'A surface grouping related content, with a title at the level the page outline needs.',
    render: (scheme) => (
      <Card as="article" aria-label={inScheme('Nap of the day', scheme)}>
        <CardTitle level={4}>Nap of the day</CardTitle>
        <Prose>Constitution Hill in the 13:30 at Cheltenham, best price 6/4.</Prose>
      </Card>
    ),
  },
  {
    id: 'badge',
    title: 'Badge',
    about: 'Six tones; a short badge expands its abbreviation.',
    render: () => (
      <Row>
        <Badge tone="positive" title="Course winner">
          C
        </Badge>
        <Badge tone="positive" title="Distance winner">
          D
        </Badge>
        <Badge tone="positive" title="Course and distance winner">
          CD
        </Badge>
        <Badge tone="warning" title="Beaten favourite">
          BF
        </Badge>
        <Badge tone="negative" title="Non-runner">
          NR
        </Badge>
        <Badge tone="accent">Live</Badge>
        <Badge tone="info">Class 1</Badge>
        <Badge>Handicap</Badge>
      </Row>
    ),
  },
  {
    id: 'data-table',
    title: 'DataTable',
    about:
      'A race card that collapses to labelled cards on a phone, and a league table that drops columns instead.',
    render: (scheme) => (
      <Stack>
        <DataTable
          caption={inScheme('13:30 Cheltenham runners', scheme)}
          columns={runnerColumns}
          rows={SAMPLE_RUNNERS}
          rowKey={(r) => r.horse}
          collapse
        />
        <DataTable
          caption={inScheme('League table', scheme)}
          columns={tableColumns}
          rows={SAMPLE_TABLE}
          rowKey={(s) => s.club.name}
        />
      </Stack>
    ),
  },
  {
    id: 'tabs',
    title: 'Tabs and NavTabs',
    about: 'In-page tabs (arrow keys, Home, End) and route tabs that mark the current page.',
    render: (scheme) => (
      <Stack>
        <Tabs
          label={inScheme('Race sections', scheme)}
          tabs={[
            {
              id: 'card',
              label: 'Race card',
              content: <Prose>Four runners, two miles and half a furlong.</Prose>,
            },
            {
              id: 'forecast',
              label: 'Betting forecast',
              content: <Prose>6/4 Constitution Hill, 3/1 State Man.</Prose>,
            },
            {
              id: 'verdict',
              label: 'Verdict',
              content: <Prose>Back to his best, the champion is hard to oppose.</Prose>,
            },
          ]}
        />
        <NavTabs
          label={inScheme('Site sections', scheme)}
          items={[
            { to: '/design-system', label: 'Catalogue', end: true },
            { to: '/racing/racecards', label: 'Racecards' },
            { to: '/racing/results', label: 'Results' },
            { to: '/tips', label: 'Tips' },
            { to: '/free-bets', label: 'Free bets' },
          ]}
        />
      </Stack>
    ),
  },
  {
    id: 'select',
    title: 'Select',
    about: 'A labelled native select; the label can be hidden where the context says it.',
    render: () => <SelectDemo />,
  },
  {
    id: 'odds-button',
    title: 'OddsButton',
    about: 'A price to take: a sponsored link or a button; the best price is marked for the eye and the ear.',
    render: () => (
      <Row>
        {SAMPLE_BOOKMAKERS.slice(0, 3).map((b, i) => {
          const price = ['11/4', '5/2', '9/4'][i]!;
          return (
            <Row key={b.id}>
              <BookmakerMark bookmakerId={b.id} name={b.name} />
              <OddsButton
                price={price}
                best={i === 0}
                label={`State Man at ${price} with ${b.name}`}
                onClick={() => undefined}
              />
            </Row>
          );
        })}
      </Row>
    ),
  },
  {
    id: 'skeleton',
    title: 'Skeleton',
    about: 'A placeholder while content loads; it stops pulsing when the reader asks for less motion.',
    render: () => (
      <Stack>
        <Skeleton height={size.target} width="12rem" />
        <Skeleton lines={3} />
      </Stack>
    ),
  },
  {
    id: 'empty-state',
    title: 'EmptyState',
    about: 'Nothing to show, said plainly, with a way on.',
    render: () => (
      <EmptyState
        icon="racecards"
        title="No racing today"
        action={
          <ButtonLink to="/racing/results" variant="secondary" size="sm">
            Yesterday&apos;s results
          </ButtonLink>
        }
      >
        Tomorrow&apos;s cards are published at 10am.
      </EmptyState>
    ),
  },
  {
    id: 'error-state',
    title: 'ErrorState',
    about: 'A failure to load, announced, with a retry.',
    render: () => <ErrorDemo />,
  },
  {
    id: 'silk',
    title: 'Silk',
    about: "A jockey's silks drawn from the feed's colours: every body, sleeve and cap pattern.",
    render: () => (
      <>
        <Row>
          {SAMPLE_RUNNERS.map((r) => (
            <Silk key={r.horse} silk={r.silk} size="lg" />
          ))}
        </Row>
        <Caption>Body patterns</Caption>
        <Row>
          {PATTERN_SILKS.body.map((s) => (
            <Silk key={s.bodyPattern} silk={s} />
          ))}
        </Row>
        <Caption>Sleeve patterns</Caption>
        <Row>
          {PATTERN_SILKS.sleeves.map((s) => (
            <Silk key={s.sleevePattern} silk={s} />
          ))}
        </Row>
        <Caption>Cap patterns</Caption>
        <Row>
          {PATTERN_SILKS.cap.map((s) => (
            <Silk key={s.capPattern} silk={s} />
          ))}
        </Row>
      </>
    ),
  },
  {
    id: 'crest',
    title: 'Crest',
    about:
      'A club crest from its colours: every shape and pattern, and the neutral crest when the feed has none.',
    render: () => (
      <>
        <Row>
          {SAMPLE_CLUBS.map((c) => (
            <Crest key={c.name} colours={c.colours} name={c.name} abbreviation={c.abbreviation} size="lg" />
          ))}
        </Row>
        <Row>
          {SAMPLE_CLUBS.map((c) => (
            <Crest key={c.name} colours={c.colours} name={c.name} abbreviation={c.abbreviation} />
          ))}
        </Row>
      </>
    ),
  },
  {
    id: 'bookmaker-mark',
    title: 'BookmakerMark',
    about: 'Bookmaker wordmarks drawn as SVG; any bookmaker without one gets its name on a neutral plate.',
    render: () => (
      <Row>
        {SAMPLE_BOOKMAKERS.map((b) => (
          <BookmakerMark key={b.id} bookmakerId={b.id} name={b.name} />
        ))}
      </Row>
    ),
  },
  {
    id: 'line-chart',
    title: 'LineChart',
    about: 'A small chart that fits its column, with the same points as a table for screen readers.',
    render: (scheme) => (
      <LineChart
        points={SAMPLE_RATINGS}
        label={inScheme('Official rating over time', scheme)}
        yLabel="Official rating"
        xLabel="Run"
      />
    ),
  },
];
