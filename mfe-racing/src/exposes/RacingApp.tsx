import { Route, Routes } from 'react-router';
import { TodaysMeetings } from '../racecards/TodaysMeetings';

/** Everything under /racing, mounted by the shell at runtime. */
export default function RacingApp() {
  return (
    <div data-remote="racing" data-build={__SL_BUILD_LABEL__}>
      <Routes>
        <Route
          index
          element={
            <>
              <h1>Horse racing</h1>
              <h2>Today&apos;s meetings</h2>
              <TodaysMeetings />
            </>
          }
        />
        <Route
          path="racecards"
          element={
            <>
              <h1>Racecards</h1>
              <TodaysMeetings />
            </>
          }
        />
      </Routes>
    </div>
  );
}
