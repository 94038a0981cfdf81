import { Link, useParams } from '@sl/contracts/routing';
import { BETTING_GUIDES, bettingGuidePath, isBettingGuide } from '@sl/contracts';
import { TipsNotFound } from '../TipsNotFound';
import { GUIDES } from './content';
import { GuideBlocks } from './GuideBlocks';

/** /tips/betting-guides: every guide with what it covers. */
export function BettingGuidesPage() {
  return (
    <>
      <h1>Betting guides</h1>
      <p>
        Plain-English guides to the bets and rules you meet on UK racing and football: how a price pays, the
        place terms of an each-way bet, multiples, deductions and staying in control.
      </p>
      <ul data-testid="guide-list">
        {BETTING_GUIDES.map((g) => (
          <li key={g.id}>
            <Link to={bettingGuidePath(g.id)}>{g.title}</Link>: {GUIDES[g.id].summary}
          </li>
        ))}
      </ul>
    </>
  );
}

/** /tips/betting-guides/{guide}. */
export function BettingGuidePage() {
  const { guide } = useParams();
  if (!isBettingGuide(guide)) return <TipsNotFound />;
  const meta = BETTING_GUIDES.find((g) => g.id === guide)!;
  const index = BETTING_GUIDES.indexOf(meta);
  const next = BETTING_GUIDES[(index + 1) % BETTING_GUIDES.length]!;
  return (
    <article>
      <h1>{meta.title}</h1>
      <p>
        <strong>{GUIDES[guide].summary}</strong>
      </p>
      <GuideBlocks blocks={GUIDES[guide].blocks} />
      <nav aria-label="More guides">
        <p>
          <Link to="/tips/betting-guides">All betting guides</Link> · Next:{' '}
          <Link to={bettingGuidePath(next.id)}>{next.title}</Link>
        </p>
      </nav>
      <p>18+. Please gamble responsibly.</p>
    </article>
  );
}
