import { Link } from '@sl/contracts/routing';

export function GreyhoundNotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no greyhound page at this address. <Link to="/greyhounds/racecards">Racecards</Link>
      </p>
    </>
  );
}
