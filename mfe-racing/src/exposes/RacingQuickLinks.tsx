import { Link } from 'react-router';
import { TodaysMeetings } from '../racecards/TodaysMeetings';

/** Today's meetings and race times for the home page. */
export default function RacingQuickLinks() {
  return (
    <div data-remote="racing" data-build={__SL_BUILD_LABEL__}>
      <h2>
        <Link to="/racing/racecards">Today&apos;s racing</Link>
      </h2>
      <TodaysMeetings />
    </div>
  );
}
