import { Link } from 'react-router';

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
