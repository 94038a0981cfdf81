import { Route, Routes } from 'react-router';
import { TodaysFixtures } from '../fixtures/TodaysFixtures';

/** Everything under /football, mounted by the shell at runtime. */
export default function FootballApp() {
  return (
    <div data-remote="football" data-build={__SL_BUILD_LABEL__}>
      <Routes>
        <Route
          index
          element={
            <>
              <h1>Football</h1>
              <h2>Today&apos;s fixtures</h2>
              <TodaysFixtures />
            </>
          }
        />
        <Route
          path="fixtures-results"
          element={
            <>
              <h1>Fixtures and results</h1>
              <TodaysFixtures />
            </>
          }
        />
      </Routes>
    </div>
  );
}
