import styled from 'styled-components';
import {
  Badge,
  Card,
  DataTable,
  TextLink,
  VisuallyHidden,
  color,
  fontSize,
  fontWeight,
  lineHeight,
  space,
  type DataTableColumn,
} from '@sl/ui';
import {
  positionLabel,
  racecardPath,
  racingProfilePath,
  resultLabel,
  type ResultPlacing,
} from '@sl/contracts';
import { type RaceResultView, type ResultRunnerLinks } from '@sl/contracts/race-history';

const Header = styled.header`
  display: grid;
  gap: ${space.xxs};
  margin-bottom: ${space.sm};
`;

const Heading = styled.h3`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  font-size: ${fontSize.lg};
  line-height: ${lineHeight.tight};
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Facts = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const NonRunners = styled.p`
  margin: ${space.sm} 0 0;
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

/** Distances ("2 1/2") and prices read as one unit: never split over two lines. */
const Whole = styled.span`
  white-space: nowrap;
`;

interface Row extends ResultPlacing {
  links?: ResultRunnerLinks;
}

const spText = (sp: string) => (sp === '1/1' ? 'Evs' : sp);

const person = (name: string, kind: 'jockey' | 'trainer', code: string | undefined) =>
  code ? <TextLink to={racingProfilePath(kind, code)}>{name}</TextLink> : name;

const COLUMNS: DataTableColumn<Row>[] = [
  {
    key: 'pos',
    header: 'Pos',
    render: (p) =>
      p.position === 1 ? <Badge tone="positive">1st</Badge> : positionLabel(p.position, p.nonFinisherCode),
  },
  {
    key: 'horse',
    header: 'Horse',
    isRowHeader: true,
    render: (p) => <TextLink to={racingProfilePath('horse', p.horseCode)}>{p.horseName}</TextLink>,
  },
  { key: 'dist', header: 'Dist', render: (p) => <Whole>{p.distance}</Whole> },
  {
    key: 'sp',
    header: 'SP',
    align: 'right',
    render: (p) => (
      <Whole>
        {spText(p.startingPrice)}
        {p.links?.favourite && <abbr title="favourite">F</abbr>}
      </Whole>
    ),
  },
  { key: 'jockey', header: 'Jockey', render: (p) => person(p.jockeyFullName, 'jockey', p.links?.jockeyCode) },
  {
    key: 'trainer',
    header: 'Trainer',
    hideBelow: 'mobile',
    render: (p) => person(p.trainerFullName, 'trainer', p.links?.trainerCode),
  },
];

/** A day's list shows the first four home, as the results pages punters know do; the race card has the rest. */
export const LIST_PLACINGS = 4;

const FullResult = styled.p`
  margin: ${space.sm} 0 0;
  font-size: ${fontSize.sm};
`;

/**
 * One race's result in a day's list: where and when, the race's conditions, the first four home with their SP, and
 * who did not run. The whole finishing order is on the race card, one link away; where the feed no longer holds the
 * card, every runner is listed here instead.
 */
export function ResultCard({ result: r }: { result: RaceResultView }) {
  const links = new Map((r.links ?? []).map((l) => [l.horseCode, l]));
  const hasCard = r.cardAvailable !== false;
  const all = r.result.placings;
  const shown = hasCard ? all.slice(0, LIST_PLACINGS) : all;
  const rows: Row[] = shown.map((p) => ({ ...p, links: links.get(p.horseCode) }));
  const card = racecardPath(r.meetingDate, r.courseName, r.raceId, r.title);
  const label = resultLabel(r.result.state) ?? 'Result';
  const facts = [
    r.raceClass ? `Class ${r.raceClass}` : null,
    r.distance,
    r.going,
    r.runners ? `${r.runners} ran` : null,
  ].filter(Boolean);
  const where = `${r.offTimeLocal} ${r.courseName}`;
  return (
    <Card as="article" data-testid="result" aria-labelledby={`result-${r.raceId}`}>
      <Header>
        <Heading id={`result-${r.raceId}`}>
          {hasCard ? <TextLink to={card}>{where}</TextLink> : where}
          <Badge tone={r.result.state === 'RESULT' ? 'warning' : 'neutral'}>{label}</Badge>
        </Heading>
        <Title>{r.title}</Title>
        {facts.length > 0 && <Facts>{facts.join(' · ')}</Facts>}
      </Header>
      <div data-testid="race-result">
        <DataTable
          caption={`${label}: ${where}, ${r.title}`}
          captionHidden
          columns={COLUMNS}
          rows={rows}
          rowKey={(p) => p.horseCode}
        />
      </div>
      {hasCard && all.length > shown.length && (
        <FullResult>
          <TextLink to={card}>
            Full result<VisuallyHidden> of the {where}</VisuallyHidden> ({all.length} ran)
          </TextLink>
        </FullResult>
      )}
      {r.nonRunners && r.nonRunners.length > 0 && (
        <NonRunners>
          Non-runners:{' '}
          {r.nonRunners.map((n, i) => (
            <span key={n.horseCode}>
              {i > 0 && ', '}
              <TextLink to={racingProfilePath('horse', n.horseCode)}>{n.horseName}</TextLink>
            </span>
          ))}
        </NonRunners>
      )}
    </Card>
  );
}
