import { useAuth } from '@sl/contracts';
import { useFantasyGameweeks, useFantasyPlayers, useMyFantasyTeam } from './api';
import { HowItWorks } from './HowItWorks';
import { FantasyLeagueTable } from './LeagueTable';
import { MyPoints } from './MyPoints';
import { SquadPicker } from './SquadPicker';
import { TopPlayers } from './TopPlayers';
import { Section } from './styles';
import { Button, Columns, ErrorState, LoadingBlock } from '@sl/ui';

/** Sign in to play: the shell's login and register, back to this page after. */
function SignInPrompt() {
  const enabled = useAuth((s) => s.enabled);
  const actions = useAuth((s) => s.actions);
  const here = '/football/fantasy-football';
  return (
    <Section aria-labelledby="fantasy-join">
      <h2 id="fantasy-join">Play for free</h2>
      <p>Members pick a squad, save it and climb the members&apos; league as the points come in.</p>
      {enabled ? (
        <p>
          <Button type="button" onClick={() => actions.login(here)}>
            Log in to play
          </Button>{' '}
          <Button type="button" variant="secondary" onClick={() => actions.register(here)}>
            Register
          </Button>
        </p>
      ) : (
        <p>Sign-in is switched off for now: please come back later.</p>
      )}
    </Section>
  );
}

function MemberArea() {
  const players = useFantasyPlayers();
  const mine = useMyFantasyTeam();
  const gameweeks = useFantasyGameweeks();
  if (players.isPending || mine.isPending) return <LoadingBlock label="Loading your team…" />;
  if (players.isError || mine.isError)
    return <ErrorState title="Your fantasy team cannot be loaded right now: please try again shortly." />;
  return (
    <>
      <MyPoints mine={mine.data} />
      <SquadPicker
        players={players.data.players}
        clubs={players.data.clubs}
        mine={mine.data}
        nextGameweek={gameweeks.data?.next ?? null}
      />
    </>
  );
}

/** /football/fantasy-football: the rules, the members' league and the top players; members pick and save a team. */
export function FantasyPage() {
  const loggedIn = useAuth((s) => s.loggedIn);
  const { data: mine } = useMyFantasyTeam();
  return (
    <div data-testid="fantasy-football">
      <h1>Fantasy football</h1>
      <p>
        Pick fifteen Premier League players within £100.0m, score points from every goal, card and clean
        sheet, and take on the other members.
      </p>
      {loggedIn ? <MemberArea /> : <SignInPrompt />}
      <Columns align="stretch">
        <FantasyLeagueTable limit={10} myTeamName={mine?.team?.name} />
        <TopPlayers />
      </Columns>
      <HowItWorks />
    </div>
  );
}
