import { useId, useState } from 'react';
import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import {
  BOOKMAKER_IDS,
  ENTRY_STATUS,
  HEADGEAR_NAMES,
  HORSE_SEX_NAMES,
  formatOdds,
  priceForBookmaker,
  racingProfilePath,
  type OddsFormatId,
  type RaceCardEntry,
  usePreferences,
} from '@sl/contracts';
import {
  Badge,
  Button,
  Silk,
  VisuallyHidden,
  borderWidth,
  color,
  fontSize,
  fontWeight,
  media,
  radius,
  size,
  space,
} from '@sl/ui';
import { FollowButtonSlot } from '@sl/contracts/federation';
import { runnerAnchor } from './anchors';
import { BookmakerLinks } from './BookmakerLinks';
import { HORSES_FOR_COURSES, flagId, flagsOf } from './flags';
import { Performances } from './Performances';
import { PersonFormLine } from './PersonForm';
import { RunnerBadges } from './RunnerBadges';

const Row = styled.li<{ $out: boolean }>`
  border-bottom: ${borderWidth.hairline} solid ${color.border};
  padding: ${space.md} 0;
  /* A non-runner reads as struck out, not faded: faded muted text fails WCAG contrast. */
  background: ${(p) => (p.$out ? color.surfaceSunken : 'transparent')};
  [data-testid='runner-name'] {
    text-decoration: ${(p) => (p.$out ? 'line-through' : 'none')};
  }
  ${media.mobile} {
    /* On a phone each runner is a card of its own. */
    border: ${borderWidth.hairline} solid ${color.border};
    border-radius: ${radius.md};
    padding: ${space.sm};
    margin-bottom: ${space.sm};
    background: ${(p) => (p.$out ? color.surfaceSunken : color.surface)};
  }
`;

const Line = styled.div`
  display: grid;
  grid-template-columns: ${size.silk} minmax(0, 1fr) auto;
  gap: ${space.sm} ${space.md};
  align-items: start;
`;

const Cloth = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.xxs};
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.lg};
  small {
    font-weight: ${fontWeight.regular};
    font-size: ${fontSize.xs};
    color: ${color.muted};
  }
`;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
  a {
    color: ${color.link};
  }
  strong {
    font-size: ${fontSize.md};
  }
`;

const Muted = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.sm};
  abbr {
    text-decoration: none;
  }
`;

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xxs} ${space.md};
  margin: ${space.xs} 0 0;
  font-size: ${fontSize.sm};
  div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${space.xs};
    min-width: 0;
  }
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${color.link};
  }
`;

/** Jockey, trainer and owner read as lines of text, each wrapping in place rather than stacking label over value. */
const People = styled.dl`
  margin: ${space.xs} 0 0;
  font-size: ${fontSize.sm};
  div {
    margin-top: ${space.xxs};
  }
  dt {
    display: inline;
    color: ${color.muted};
    margin-right: ${space.xs};
  }
  dd {
    display: inline;
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${color.link};
  }
`;

const Odds = styled.div`
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.lg};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Analysis = styled.div`
  margin-top: ${space.sm};
  padding: ${space.sm};
  border-radius: ${radius.sm};
  background: ${color.surfaceAlt};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
  p {
    flex-basis: 100%;
    margin: ${space.xxs} 0 0;
  }
`;

const StarsText = styled.span`
  color: ${color.warning};
  letter-spacing: ${space.xxs};
`;

const Panel = styled.div`
  position: relative;
  margin-top: ${space.sm};
  max-width: 100%;
  overflow-x: auto;
  label {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: ${size.targetMin};
  }
`;

const Actions = styled.div`
  margin-top: ${space.sm};
`;

function Stars({ count }: { count: number }) {
  return (
    <StarsText role="img" aria-label={`${count} out of 5 stars`}>
      {'★'.repeat(count)}
      {'☆'.repeat(Math.max(0, 5 - count))}
    </StarsText>
  );
}

/** "p1" → "cheekpieces, first time". */
function headgearText(code: string): string {
  const first = code.endsWith('1');
  const name = HEADGEAR_NAMES[first ? code.slice(0, -1) : code] ?? code;
  return first ? `${name}, first time` : name;
}

/** One runner: the free line for everybody, the analysis for plus members, and its form on demand. */
export function RunnerRow({
  entry,
  premium,
  oddsId,
  oddsBookmakerId = BOOKMAKER_IDS.bestOdds,
  position,
}: {
  entry: RaceCardEntry;
  premium: boolean;
  oddsId: OddsFormatId;
  /** Whose price to show (horseOddsBookmakerId); best odds by default. */
  oddsBookmakerId?: number;
  /** Where it finished, once the race is run and the member shows results on runners. */
  position?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const fullForm = usePreferences((s) => s.horseProfileFullForm);
  const setPreference = usePreferences((s) => s.actions.setPreference);
  const out = entry.statusId !== ENTRY_STATUS.runner;
  const odds = formatOdds(priceForBookmaker(entry.currentOdds, entry.bookmakerOdds, oddsBookmakerId), oddsId);
  const flags = premium ? flagsOf(entry) : [];
  const performances = fullForm ? entry.horse.performances : entry.horse.performances.slice(0, 3);
  const sex = entry.sex ? HORSE_SEX_NAMES[entry.sex] : '';
  return (
    <Row
      $out={out}
      id={runnerAnchor(entry.horseCode)}
      data-testid="runner"
      data-status={out ? 'non-runner' : 'runner'}
      aria-label={entry.horseName}
    >
      <Line>
        <Cloth>
          <span data-testid="runner-cloth">{out ? '-' : entry.entryNumber}</span>
          {entry.draw > 0 && (
            <small>
              <VisuallyHidden>Draw </VisuallyHidden>({entry.draw})
            </small>
          )}
          {entry.silk && <Silk silk={entry.silk} title={`Silks: ${entry.silk.description}`} />}
        </Cloth>
        <div>
          <NameLine>
            {position && (
              <Badge tone="info">
                <span data-testid="runner-position">{position}</span>
              </Badge>
            )}
            <Link to={racingProfilePath('horse', entry.horseCode)}>
              <strong data-testid="runner-name">{entry.horseName}</strong>
            </Link>
            <Muted data-testid="runner-age-sex">
              {entry.age}yo{sex && <> {sex}</>}
            </Muted>
            {entry.headgear && (
              <Badge title={headgearText(entry.headgear)}>
                <span aria-hidden="true" data-testid="runner-headgear">
                  {entry.headgear}
                </span>
                <VisuallyHidden>Headgear: {headgearText(entry.headgear)}</VisuallyHidden>
              </Badge>
            )}
            <RunnerBadges badges={entry.badges} />
            <FollowButtonSlot
              type="HORSE"
              id={entry.horseCode}
              displayText={entry.horseName}
              label={`Horse ${entry.horseName}`}
            />
            {out && (
              <Badge tone="negative" wrap>
                <span data-testid="runner-status">Non-runner: {entry.statusDescription}</span>
              </Badge>
            )}
            {premium && entry.topRated && (
              <Badge tone="accent">
                <span aria-describedby={flagId('topRated')} data-testid="top-rated">
                  Top rated
                </span>
              </Badge>
            )}
          </NameLine>
          <Meta>
            <div>
              <dt>Form</dt>
              <dd data-testid="runner-form">{entry.form || '-'}</dd>
            </div>
            {entry.officialRating !== undefined && (
              <div>
                <dt>
                  <abbr title="Official rating">OR</abbr>
                </dt>
                <dd data-testid="runner-or">{entry.officialRating > 0 ? entry.officialRating : '-'}</dd>
              </div>
            )}
            <div>
              <dt>Wgt</dt>
              <dd>{entry.weight}</dd>
            </div>
            {entry.daysSinceLastRun !== undefined && (
              <div>
                <dt>
                  <abbr title="Days since last run">Last run</abbr>
                </dt>
                <dd data-testid="runner-days">{entry.daysSinceLastRun} days</dd>
              </div>
            )}
          </Meta>
          <People>
            <div>
              <dt>Jockey</dt>
              <dd>
                {entry.jockeyCode ? (
                  <>
                    <Link to={racingProfilePath('jockey', entry.jockeyCode)}>{entry.jockeyFullName}</Link>
                    {(entry.jockeyClaim ?? 0) > 0 && (
                      <span data-testid="jockey-claim">
                        {' '}
                        ({entry.jockeyClaim})<VisuallyHidden> claims {entry.jockeyClaim} lb</VisuallyHidden>
                      </span>
                    )}{' '}
                    <PersonFormLine form={entry.jockeyForm} who={entry.jockeyFullName} />{' '}
                    <FollowButtonSlot
                      type="JOCKEY"
                      id={entry.jockeyCode}
                      displayText={entry.jockeyFullName}
                      label={`Jockey of ${entry.horseName}`}
                    />
                  </>
                ) : (
                  '-'
                )}
              </dd>
            </div>
            <div>
              <dt>Trainer</dt>
              <dd>
                {entry.trainerCode ? (
                  <>
                    <Link to={racingProfilePath('trainer', entry.trainerCode)}>{entry.trainerFullName}</Link>{' '}
                    <PersonFormLine form={entry.trainerForm} who={entry.trainerFullName} />{' '}
                    <FollowButtonSlot
                      type="TRAINER"
                      id={entry.trainerCode}
                      displayText={entry.trainerFullName}
                      label={`Trainer of ${entry.horseName}`}
                    />
                  </>
                ) : null}
              </dd>
            </div>
            {entry.owner && (
              <div>
                <dt>Owner</dt>
                <dd data-testid="runner-owner">{entry.owner}</dd>
              </div>
            )}
          </People>
          {premium && !out && (
            <Analysis data-testid="runner-analysis">
              {entry.ratingStars !== undefined && <Stars count={entry.ratingStars} />}
              {(entry.rating123 ?? 0) > 0 && (
                <Badge tone="accent">Analyst&apos;s pick {entry.rating123}</Badge>
              )}
              {(entry.preRaceAdjustedRating ?? 0) > 0 && (
                <Badge>
                  Rating {entry.preRaceAdjustedRating}
                  {entry.preRaceMasterSymbol}
                </Badge>
              )}
              {flags.map((flag) => (
                <Badge key={flag.key}>
                  <span aria-describedby={flagId(flag.key)}>{flag.label}</span>
                </Badge>
              ))}
              {(entry.horsesForCoursePos ?? 0) > 0 && (
                <Badge>
                  <span aria-describedby={flagId('horsesForCoursePos')}>
                    {HORSES_FOR_COURSES.label} {entry.horsesForCoursePos}
                  </span>
                </Badge>
              )}
              {entry.analystsComments && <p>{entry.analystsComments}</p>}
            </Analysis>
          )}
          <Actions>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? 'Hide form' : 'Show form'}
              <VisuallyHidden> for {entry.horseName}</VisuallyHidden>
            </Button>
          </Actions>
        </div>
        <Odds data-testid="runner-odds">{out ? '' : odds || 'SP'}</Odds>
      </Line>
      <Panel id={panelId} hidden={!open}>
        {open && (
          <>
            <BookmakerLinks entry={entry} oddsId={oddsId} />
            <label>
              <input
                type="checkbox"
                checked={fullForm}
                onChange={(e) => setPreference('horseProfileFullForm', e.target.checked)}
              />
              Show full form
            </label>
            <Performances performances={performances} caption={`Form of ${entry.horseName}`} />
          </>
        )}
      </Panel>
    </Row>
  );
}
