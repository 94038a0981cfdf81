import { Link } from '@sl/contracts/routing';
import { TodaysMeetings } from '../racecards/TodaysMeetings';

/** The home-page panel: today's meetings and race times. */
export default function RacingHome() {
  return (
    <div data-remote="racing" data-build={__SL_BUILD_LABEL__}>
      <h2>
        <Link to="/racing/racecards">Today&apos;s racing</Link>
      </h2>
      <TodaysMeetings />
    </div>
  );
}
