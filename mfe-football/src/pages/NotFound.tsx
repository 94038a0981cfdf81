import { Link } from '@sl/contracts/routing';

export function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        We could not find that football page. <Link to="/football">Back to football</Link>
      </p>
    </>
  );
}
