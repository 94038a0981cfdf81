import styled from 'styled-components';
import { CardSection, LineChart, Silk, StatList, TextLink, color, fontSize, space } from '@sl/ui';
import { racecardPath, racingProfilePath } from '@sl/contracts';
import { type HorseDetail, type RacingProfileView } from '@sl/contracts/race-history';
import { Performances } from '../racecard/Performances';
import { FormTable } from './FormTable';
import { RecordTable } from './RecordTable';
import { prize } from './format';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space.xs} ${space.md};
  margin: 0 0 ${space.md};
  dt {
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
  dd {
    margin: 0;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space.lg};
`;

const Grid = styled.div`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
`;

const Stack = styled.div`
  display: grid;
  gap: ${space.lg};
  margin-top: ${space.lg};
`;

const Entries = styled.ul`
  margin: 0;
  padding-left: ${space.lg};
  li + li {
    margin-top: ${space.xs};
  }
`;

const performancePoints = (h: HorseDetail) =>
  h.ratings.filter((r) => r.performanceRating > 0).map((r) => ({ x: r.date, y: r.performanceRating }));
const officialPoints = (h: HorseDetail) =>
  h.ratings.filter((r) => r.officialRating > 0).map((r) => ({ x: r.date, y: r.officialRating }));
const ratingsShown = (h: HorseDetail) => performancePoints(h).length > 1 || officialPoints(h).length > 1;

function Career({ horse }: { horse: HorseDetail }) {
  const { total, winPrize } = horse.career;
  const stats = [
    { term: 'Runs', value: total.runs },
    { term: 'Wins', value: total.wins },
    { term: '2nd/3rd', value: total.places },
    { term: 'Win %', value: `${total.winPercent}%` },
    winPrize.gbp > 0 && { term: 'Win prizes', value: prize(winPrize.gbp, '£') },
    winPrize.eur > 0 && { term: 'Win prizes (IRE)', value: prize(winPrize.eur, '€') },
  ];
  return (
    <CardSection title="Career record" titleId="career">
      <StatList layout="tiles" label="Career" stats={stats} />
      <Stack>
        <RecordTable
          caption="By year"
          splitName="Year"
          rows={horse.career.byYear.map((y) => ({ ...y, name: String(y.year) }))}
        />
        <RecordTable
          caption="By code"
          splitName="Code"
          rows={horse.career.byCode.map((c) => ({ ...c, name: c.code }))}
        />
      </Stack>
    </CardSection>
  );
}

/** A horse's page: who it is, its career every way a punter reads it, its ratings, its form and where it runs next. */
export function HorseProfile({ profile }: { profile: RacingProfileView }) {
  const horse = profile.horse;
  return (
    <>
      {horse && (
        <Header>
          {horse.silk && (
            <Silk silk={horse.silk} size="lg" title={`Owner's colours: ${horse.silk.description}`} />
          )}
          <Facts aria-label="About the horse">
            <dt>Age</dt>
            <dd>
              {horse.age}-y-o {horse.sex}
            </dd>
            <dt>Trainer</dt>
            <dd>
              <TextLink to={racingProfilePath('trainer', horse.trainer.code)}>{horse.trainer.name}</TextLink>
            </dd>
            <dt>Owner</dt>
            <dd>{horse.owner}</dd>
            <dt>
              <abbr title="Official rating">OR</abbr>
            </dt>
            <dd>{horse.officialRating || 'Unrated'}</dd>
          </Facts>
        </Header>
      )}
      <Stack>
        <CardSection title="Next runs" titleId="entries">
          {profile.upcoming.length === 0 ? (
            <p>No entries in the races ahead.</p>
          ) : (
            <Entries>
              {profile.upcoming.map((e) => (
                <li key={e.raceId}>
                  <TextLink to={racecardPath(e.meetingDate, e.courseName, e.raceId, e.title)}>
                    {e.meetingDate} {e.offTimeLocal} {e.courseName}
                  </TextLink>{' '}
                  {e.title}
                </li>
              ))}
            </Entries>
          )}
        </CardSection>
        {horse && (
          <>
            <Career horse={horse} />
            {ratingsShown(horse) && (
              <CardSection title="Ratings" titleId="ratings">
                <Grid>
                  {performancePoints(horse).length > 1 && (
                    <LineChart
                      label="Performance rating by run"
                      yLabel="Performance rating"
                      points={performancePoints(horse)}
                    />
                  )}
                  {officialPoints(horse).length > 1 && (
                    <LineChart
                      label="Official rating it ran off"
                      yLabel="Official rating"
                      points={officialPoints(horse)}
                    />
                  )}
                </Grid>
              </CardSection>
            )}
            <Grid>
              <CardSection title="Form by going" titleId="going">
                <RecordTable
                  caption="By going"
                  splitName="Going"
                  rows={horse.byGoing.map((g) => ({ ...g, name: g.going }))}
                />
              </CardSection>
              <CardSection title="Form by trip" titleId="trip">
                <RecordTable
                  caption="By trip"
                  splitName="Trip"
                  rows={horse.byTrip.map((t) => ({ ...t, name: t.trip }))}
                />
              </CardSection>
            </Grid>
          </>
        )}
        <CardSection title="Form" titleId="form">
          {horse ? (
            <FormTable form={horse.form} name={profile.name} />
          ) : (
            <Performances performances={profile.performances} caption={`Recent runs: ${profile.name}`} />
          )}
        </CardSection>
      </Stack>
    </>
  );
}
