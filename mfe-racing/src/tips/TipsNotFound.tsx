import { Link } from '@sl/contracts/routing';

export function TipsNotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no tips page at this address. <Link to="/tips">Tips centre</Link> ·{' '}
        <Link to="/tips/betting-guides">Betting guides</Link>
      </p>
    </>
  );
}
