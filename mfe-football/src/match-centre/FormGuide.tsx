import { NavLink } from '@sl/contracts/routing';
import styled from 'styled-components';
import { matchPath, type TeamRef } from '@sl/contracts';
import { type FormLetter, type FormResult, type MatchCentre } from '@sl/contracts/match-centre';
import {
  Badge,
  Card,
  CardSection,
  CardTitle,
  borderWidth,
  color,
  fontSize,
  media,
  space,
  type BadgeTone,
} from '@sl/ui';
import { TeamCrest } from './TeamCrest';

const TONE: Record<FormLetter, BadgeTone> = { W: 'positive', D: 'neutral', L: 'negative' };
const WORD: Record<FormLetter, string> = { W: 'Won', D: 'Drew', L: 'Lost' };

const Grid = styled.div`
  display: grid;
  gap: ${space.lg};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Letters = styled.p`
  display: flex;
  gap: ${space.xs};
  margin: 0 0 ${space.sm};
`;

const Results = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: ${space.sm};
    align-items: center;
    padding: ${space.xs} 0;
    border-bottom: ${borderWidth.hairline} solid ${color.border};
  }
  small {
    display: block;
    color: ${color.muted};
    font-size: ${fontSize.xs};
  }
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
`;

function TeamForm({ team, form }: { team: TeamRef; form: FormResult[] }) {
  return (
    <Card as="section" aria-labelledby={`form-${team.id}`}>
      <Heading>
        <TeamCrest team={team} />
        <CardTitle level={3} id={`form-${team.id}`}>
          {team.name}: last {form.length}
        </CardTitle>
      </Heading>
      {form.length === 0 ? (
        <p>No results yet this season.</p>
      ) : (
        <>
          <Letters aria-hidden="true">
            {form.map((f) => (
              <Badge key={f.matchId} tone={TONE[f.result]}>
                {f.result}
              </Badge>
            ))}
          </Letters>
          <Results aria-label={`${team.name} recent results, latest first`}>
            {form.map((f) => {
              const [home, away] = f.venue === 'H' ? [team, f.opponent] : [f.opponent, team];
              return (
                <li key={f.matchId}>
                  <Badge tone={TONE[f.result]} title={WORD[f.result]}>
                    {f.result}
                  </Badge>
                  <span>
                    {f.venue === 'H' ? 'v' : 'at'} {f.opponent.name}
                    <small>
                      {f.competitionName} · {f.date}
                    </small>
                  </span>
                  <NavLink to={matchPath(f.matchId, home.name, away.name)}>
                    {f.goalsFor}-{f.goalsAgainst}
                  </NavLink>
                </li>
              );
            })}
          </Results>
        </>
      )}
    </Card>
  );
}

function HeadToHeadCard({ centre, home, away }: { centre: MatchCentre; home: TeamRef; away: TeamRef }) {
  const h2h = centre.headToHead;
  return (
    <CardSection title="Head to head" titleId="h2h-heading" level={2}>
      {h2h.meetings.length === 0 ? (
        <p>
          {home.name} and {away.name} have not met in the last two seasons.
        </p>
      ) : (
        <>
          <p data-testid="h2h-summary">
            Last {h2h.meetings.length}: {home.name} {h2h.homeWins} {h2h.homeWins === 1 ? 'win' : 'wins'},{' '}
            {h2h.draws} {h2h.draws === 1 ? 'draw' : 'draws'}, {away.name} {h2h.awayWins}{' '}
            {h2h.awayWins === 1 ? 'win' : 'wins'}
          </p>
          <Results aria-label="Previous meetings, latest first">
            {h2h.meetings.map((m) => (
              <li key={m.matchId}>
                <span>{m.date}</span>
                <span>
                  {m.home.name} v {m.away.name}
                  <small>{m.competitionName}</small>
                </span>
                <NavLink to={matchPath(m.matchId, m.home.name, m.away.name)}>
                  {m.homeGoals}-{m.awayGoals}
                </NavLink>
              </li>
            ))}
          </Results>
        </>
      )}
    </CardSection>
  );
}

/** The base match URL (overview and form, spec document 2, section 2): each side's last five and the meetings. */
export function FormGuide({ centre, home, away }: { centre: MatchCentre; home: TeamRef; away: TeamRef }) {
  return (
    <>
      <section aria-labelledby="form-heading">
        <CardTitle level={2} id="form-heading">
          Form
        </CardTitle>
        <Grid>
          <TeamForm team={home} form={centre.form.home} />
          <TeamForm team={away} form={centre.form.away} />
        </Grid>
      </section>
      <HeadToHeadCard centre={centre} home={home} away={away} />
    </>
  );
}
