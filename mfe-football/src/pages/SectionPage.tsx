import { Link } from 'react-router';
import { FOOTBALL_EMPTY, londonDate } from '@sl/contracts';
import { useMatchesOn } from '../api/queries';

export const SECTIONS: Record<string, { title: string; intro: string }> = {
  'tips-centre': { title: 'Football tips centre', intro: "Our tipsters' picks for today's matches." },
  news: { title: 'Football news', intro: 'The latest football news.' },
  'transfer-centre': { title: 'Transfer centre', intro: 'Rumours, done deals and the transfer window.' },
  'fantasy-football': {
    title: 'Fantasy football',
    intro: 'Picks, captains and differentials for your team.',
  },
  euros: { title: 'Euros', intro: 'Fixtures, tips and news from the European Championship.' },
};

/** A football section without its own data yet: a real page with a heading and a way to today's matches (the shell shows the quick-links strip above it). */
export function SectionPage({ section }: { section: keyof typeof SECTIONS }) {
  const { title, intro } = SECTIONS[section]!;
  return (
    <>
      <h1>{title}</h1>
      <p>{intro}</p>
      <p>
        <Link to="/football/fixtures-results">Today&apos;s fixtures and results</Link>
      </p>
    </>
  );
}

/** /football/live/vidiprinter: every goal of the day as it goes in, newest first. */
export function VidiprinterPage() {
  const { data } = useMatchesOn(londonDate());
  const goals = (data?.matches ?? [])
    .flatMap((m) =>
      m.events
        .filter((e) => ['GOAL', 'PENALTY', 'OWN_GOAL'].includes(e.type))
        .map((e) => ({ m, e, at: new Date(m.kick_off).getTime() + e.minute * 60_000 })),
    )
    .sort((a, b) => b.at - a.at);
  return (
    <>
      <h1>Vidiprinter</h1>
      {goals.length === 0 ? (
        <p>{FOOTBALL_EMPTY.live}</p>
      ) : (
        <ol>
          {goals.map(({ m, e }, i) => (
            <li key={i}>
              {m.team_score_a.team.name} {m.homeGoals} - {m.awayGoals} {m.team_score_b.team.name}:{' '}
              {e.player.name} {e.minute}&apos;
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
