import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>Sorry, we could not find that page. It may have moved or no longer exist.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
