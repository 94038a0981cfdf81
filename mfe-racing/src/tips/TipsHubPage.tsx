import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { BETTING_GUIDES, bettingGuidePath, TIPSTERS, tipsterPath, type Tip } from '@sl/contracts';
import { useFootballTips, useRacingTips } from './api';
import { longDate } from './format';
import { Failed, FootballUnavailable } from './States';
import { TipList } from './TipList';
import { media, space, LoadingBlock } from '@sl/ui';

const Columns = styled.div`
  display: grid;
  gap: 0 ${space.xl};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A day's best bets: the naps, or (a sport without naps) every tip. */
const bestBets = (tips: readonly Tip[]) => {
  const naps = tips.filter((t) => t.nap);
  return naps.length > 0 ? naps : [...tips];
};

function RacingBestBets() {
  const { data, isPending, isError } = useRacingTips();
  if (isPending) return <LoadingBlock />;
  if (isError) return <Failed what="Today's racing tips" />;
  const best = bestBets(data.tips);
  return (
    <>
      <p>{longDate(data.date)}</p>
      {best.length === 0 ? (
        <p>No racing tips have been published for today yet.</p>
      ) : (
        <TipList tips={best} show="event" />
      )}
      <p>
        <Link to="/racing/tips-centre">Every racing tip, race by race</Link> ·{' '}
        <Link to="/racing/naps-table">Naps table</Link>
      </p>
    </>
  );
}

function FootballBestBets() {
  const { data, isPending, isError } = useFootballTips();
  if (isPending) return <LoadingBlock />;
  if (isError) return <FootballUnavailable />;
  const best = bestBets(data.tips);
  return (
    <>
      <p>{longDate(data.date)}</p>
      {best.length === 0 ? <p>No football tips for today.</p> : <TipList tips={best} show="event" />}
      <p>
        <Link to="/football/tips-centre">Football tips centre</Link>
      </p>
    </>
  );
}

/** /tips: today's racing and football best bets, the tipsters, records and guides. */
export function TipsHubPage() {
  return (
    <>
      <h1>Tips</h1>
      <p>
        Racing and football tips from our tipsters, each with a method of their own, settled at level stakes
        so you can judge every one of them by the results.
      </p>
      <Columns>
        <section aria-labelledby="hub-racing">
          <h2 id="hub-racing">Racing: today&apos;s best bets</h2>
          <RacingBestBets />
        </section>
        <section aria-labelledby="hub-football">
          <h2 id="hub-football">Football: today&apos;s tips</h2>
          <FootballBestBets />
        </section>
      </Columns>
      <section aria-labelledby="hub-tipsters">
        <h2 id="hub-tipsters">Our tipsters</h2>
        <ul>
          {TIPSTERS.map((t) => (
            <li key={t.id}>
              <Link to={tipsterPath(t.id)}>{t.name}</Link>, {t.role.toLowerCase()}: {t.style}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="hub-records">
        <h2 id="hub-records">Records and guides</h2>
        <ul>
          <li>
            <Link to="/tips/tipping-records">Tipping records</Link>: every tipster&apos;s profit and loss,
            with a chart
          </li>
          {BETTING_GUIDES.map((g) => (
            <li key={g.id}>
              <Link to={bettingGuidePath(g.id)}>{g.title}</Link>
            </li>
          ))}
        </ul>
        <p>18+. Tips are opinions, not promises: please gamble responsibly.</p>
      </section>
    </>
  );
}
