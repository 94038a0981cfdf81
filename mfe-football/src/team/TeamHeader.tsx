import styled from 'styled-components';
import { Card, StatList, TextLink, color, fontSize, fontWeight, lineHeight, media, space } from '@sl/ui';
import { leagueTablePath, ordinalFigure } from '@sl/contracts';
import { type TeamProfile } from '@sl/contracts/match-centre';
import { CrestHead } from '../matches/CrestHead';
import { TeamCrest } from '../matches/TeamCrest';
import { ResultBadge } from '../matches/ResultBadge';

const Head = styled(CrestHead)`
  h1 {
    font-size: ${fontSize.display};
    line-height: ${lineHeight.tight};
    overflow-wrap: anywhere;
  }
  ${media.mobile} {
    gap: ${space.md};
    h1 {
      font-size: ${fontSize.xxl};
    }
  }
`;

const Competition = styled.p`
  margin: ${space.xxs} 0 0;
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const Form = styled.ol`
  display: flex;
  gap: ${space.xxs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Of = styled.span`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.regular};
  color: ${color.muted};
`;

/** The team's crest and name, its league and where it stands: position, points, played, goal difference, form. */
export function TeamHeader({
  profile,
  title,
  children,
}: {
  profile: TeamProfile;
  /** The page's heading, when it is more than the team's name. */
  title?: string;
  children?: React.ReactNode;
}) {
  const { team, competition, standing, form } = profile;
  return (
    <Card as="section" padding="lg" aria-labelledby="team-name" data-testid="team-header">
      <Head>
        <TeamCrest team={team} size="lg" />
        <div>
          <h1 id="team-name">{title ?? team.name}</h1>
          {competition && (
            <Competition>
              {competition.hasTable ? (
                <TextLink to={leagueTablePath(competition.name, competition.id)}>{competition.name}</TextLink>
              ) : (
                competition.name
              )}
              {standing?.group && ` · ${standing.group}`}
            </Competition>
          )}
        </div>
      </Head>
      {standing && (
        <StatList
          stats={[
            {
              term: 'Position',
              testId: 'team-position',
              value: (
                <>
                  {ordinalFigure(standing.row.position)} <Of>of {standing.size}</Of>
                </>
              ),
            },
            { term: 'Points', testId: 'team-points', value: standing.row.points },
            { term: 'Played', testId: 'team-played', value: standing.row.played },
            {
              key: 'GD',
              term: <abbr title="Goal difference">GD</abbr>,
              value:
                standing.row.goalDifference > 0
                  ? `+${standing.row.goalDifference}`
                  : standing.row.goalDifference,
            },
            form.length > 0 && {
              term: 'Form (latest last)',
              value: (
                <Form data-testid="team-form">
                  {[...form].reverse().map((f) => (
                    <li
                      key={f.matchId}
                      title={`${f.venue === 'H' ? 'v' : 'at'} ${f.opponent.name} ${f.goalsFor}-${f.goalsAgainst}`}
                    >
                      <ResultBadge result={f.result} />
                    </li>
                  ))}
                </Form>
              ),
            },
          ]}
        />
      )}
      {children}
    </Card>
  );
}
