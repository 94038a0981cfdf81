import { Link, useLocation } from '@sl/contracts/routing';
import { sportsPageFor } from '@sl/contracts';
import { SportEventPage } from '../sports/EventPage';
import { SportsHubPage } from '../sports/HubPage';
import { SportPageView } from '../sports/SportPage';

/**
 * Everything under /sports and each sport's prefix (/darts, /golf, ... /other-sports), mounted by the shell at
 * each of them. It routes on the whole address with the shared table the football service answers 404s from,
 * since one module serves several prefixes.
 */
export default function SportsApp() {
  const { pathname } = useLocation();
  const page = sportsPageFor(pathname);
  return (
    <div data-remote="football" data-section="sports" data-build={__SL_BUILD_LABEL__}>
      {page === null ? (
        <>
          <h1>Page not found</h1>
          <p>
            There is no page at this address. <Link to="/sports">All sports</Link>
          </p>
        </>
      ) : page.kind === 'hub' ? (
        <SportsHubPage />
      ) : page.kind === 'sport' ? (
        <SportPageView page={page.page} />
      ) : (
        <SportEventPage key={page.eventId} page={page.page} eventId={page.eventId} />
      )}
    </div>
  );
}
