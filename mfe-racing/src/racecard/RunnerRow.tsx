import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  BOOKMAKER_IDS,
  ENTRY_STATUS,
  formatOdds,
  priceForBookmaker,
  racingProfilePath,
  type OddsFormatId,
  type RaceCardEntry,
  usePreferences,
} from '@sl/contracts';
import { VisuallyHidden } from '../app/VisuallyHidden';
import { FollowSlot } from '../follow/FollowSlot';
import { runnerAnchor } from './anchors';
import { BookmakerLinks } from './BookmakerLinks';
import { HORSES_FOR_COURSES, flagId, flagsOf } from './flags';
import { Performances } from './Performances';

const Row = styled.li<{ $out: boolean }>`
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  padding: 10px 0;
  /* A non-runner reads as struck out, not faded: faded muted text fails WCAG contrast. */
  background: ${(p) => (p.$out ? p.theme.colors.page : 'transparent')};
  [data-testid='runner-name'] {
    text-decoration: ${(p) => (p.$out ? 'line-through' : 'none')};
  }
`;

const Line = styled.div`
  display: grid;
  grid-template-columns: 3.5rem 1fr auto;
  gap: 8px;
  align-items: start;
`;

const Cloth = styled.div`
  font-weight: 700;
  font-size: 1.1rem;
  small {
    display: block;
    font-weight: 400;
    font-size: 0.75rem;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 12px;
  margin: 2px 0 0;
  font-size: 0.85rem;
  div {
    display: flex;
    gap: 4px;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Badge = styled.span`
  display: inline-block;
  border-radius: 3px;
  padding: 1px 6px;
  margin: 2px 4px 2px 0;
  font-size: 0.75rem;
  font-weight: 700;
  background: ${(p) => p.theme.colors.page};
  border: 1px solid ${(p) => p.theme.colors.border};
`;

const Status = styled(Badge)`
  background: ${(p) => p.theme.colors.negative};
  border-color: ${(p) => p.theme.colors.negative};
  color: #fff;
`;

const Odds = styled.div`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const ToggleButton = styled.button`
  margin-top: 6px;
  background: none;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 4px;
  padding: 4px 8px;
  cursor: pointer;
  color: ${(p) => p.theme.colors.text};
`;

function Stars({ count }: { count: number }) {
  return (
    <span role="img" aria-label={`${count} out of 5 stars`}>
      {'★'.repeat(count)}
      {'☆'.repeat(Math.max(0, 5 - count))}
    </span>
  );
}

/** One runner: the free line for everybody, the analysis for plus members, and its form on demand. */
export function RunnerRow({
  entry,
  premium,
  oddsId,
  oddsBookmakerId = BOOKMAKER_IDS.bestOdds,
}: {
  entry: RaceCardEntry;
  premium: boolean;
  oddsId: OddsFormatId;
  /** Whose price to show (horseOddsBookmakerId); best odds by default. */
  oddsBookmakerId?: number;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const fullForm = usePreferences((s) => s.horseProfileFullForm);
  const setPreference = usePreferences((s) => s.actions.setPreference);
  const out = entry.statusId !== ENTRY_STATUS.runner;
  const odds = formatOdds(priceForBookmaker(entry.currentOdds, entry.bookmakerOdds, oddsBookmakerId), oddsId);
  const flags = premium ? flagsOf(entry) : [];
  const performances = fullForm ? entry.horse.performances : entry.horse.performances.slice(0, 3);
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
          {out ? '-' : entry.entryNumber}
          {entry.draw > 0 && <small>({entry.draw})</small>}
        </Cloth>
        <div>
          <div>
            <Link to={racingProfilePath('horse', entry.horseCode)}>
              <strong data-testid="runner-name">{entry.horseName}</strong>
            </Link>{' '}
            <FollowSlot
              type="HORSE"
              id={entry.horseCode}
              displayText={entry.horseName}
              context={`Horse ${entry.horseName}`}
            />{' '}
            {out && <Status data-testid="runner-status">Non-runner: {entry.statusDescription}</Status>}
            {premium && entry.topRated && (
              <Badge aria-describedby={flagId('topRated')} data-testid="top-rated">
                Top rated
              </Badge>
            )}
          </div>
          <Meta>
            <div>
              <dt>Form</dt>
              <dd data-testid="runner-form">{entry.form || '-'}</dd>
            </div>
            {entry.draw > 0 && (
              <div>
                <dt>Draw</dt>
                <dd>{entry.draw}</dd>
              </div>
            )}
            <div>
              <dt>Age</dt>
              <dd>{entry.age}</dd>
            </div>
            <div>
              <dt>Wgt</dt>
              <dd>{entry.weight}</dd>
            </div>
            <div>
              <dt>J</dt>
              <dd>
                {entry.jockeyCode ? (
                  <>
                    <Link to={racingProfilePath('jockey', entry.jockeyCode)}>{entry.jockeyFullName}</Link>{' '}
                    <FollowSlot
                      type="JOCKEY"
                      id={entry.jockeyCode}
                      displayText={entry.jockeyFullName}
                      context={`Jockey of ${entry.horseName}`}
                    />
                  </>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>T</dt>
              <dd>
                {entry.trainerCode ? (
                  <>
                    <Link to={racingProfilePath('trainer', entry.trainerCode)}>{entry.trainerFullName}</Link>{' '}
                    <FollowSlot
                      type="TRAINER"
                      id={entry.trainerCode}
                      displayText={entry.trainerFullName}
                      context={`Trainer of ${entry.horseName}`}
                    />
                  </>
                ) : null}
              </dd>
            </div>
          </Meta>
          {premium && !out && (
            <div data-testid="runner-analysis">
              {entry.ratingStars !== undefined && <Stars count={entry.ratingStars} />}{' '}
              {(entry.rating123 ?? 0) > 0 && <Badge>Analyst&apos;s pick {entry.rating123}</Badge>}
              {(entry.preRaceAdjustedRating ?? 0) > 0 && (
                <Badge>
                  Rating {entry.preRaceAdjustedRating}
                  {entry.preRaceMasterSymbol}
                </Badge>
              )}
              {flags.map((flag) => (
                <Badge key={flag.key} aria-describedby={flagId(flag.key)}>
                  {flag.label}
                </Badge>
              ))}
              {(entry.horsesForCoursePos ?? 0) > 0 && (
                <Badge aria-describedby={flagId('horsesForCoursePos')}>
                  {HORSES_FOR_COURSES.label} {entry.horsesForCoursePos}
                </Badge>
              )}
              {entry.analystsComments && <p>{entry.analystsComments}</p>}
            </div>
          )}
          <ToggleButton
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? 'Hide form' : 'Show form'}
            <VisuallyHidden> for {entry.horseName}</VisuallyHidden>
          </ToggleButton>
        </div>
        <Odds data-testid="runner-odds">{out ? '' : odds || 'SP'}</Odds>
      </Line>
      <div id={panelId} hidden={!open}>
        {open && (
          <>
            <BookmakerLinks entry={entry} oddsId={oddsId} />
            <label>
              <input
                type="checkbox"
                checked={fullForm}
                onChange={(e) => setPreference('horseProfileFullForm', e.target.checked)}
              />{' '}
              Show full form
            </label>
            <Performances performances={performances} caption={`Form of ${entry.horseName}`} />
          </>
        )}
      </div>
    </Row>
  );
}
