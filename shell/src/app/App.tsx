import { Route, Routes } from 'react-router';
import { HomePage } from '../home/HomePage';
import { RemoteSlot } from '../federation/RemoteSlot';
import { PageShell } from '../layout/PageShell';
import { NotFoundPage } from './NotFoundPage';
import { authRouteElements } from '../auth/AuthRoutes';

const sectionUnavailable = 'This section is unavailable right now. Please try again shortly.';

export function App() {
  return (
    <PageShell>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route
          path="/racing/*"
          element={
            <RemoteSlot
              remote="racing"
              module="RacingApp"
              label="Racing"
              minHeight={400}
              unavailable={sectionUnavailable}
            />
          }
        />
        <Route
          path="/football/*"
          element={
            <RemoteSlot
              remote="football"
              module="FootballApp"
              label="Football"
              minHeight={400}
              unavailable={sectionUnavailable}
            />
          }
        />
        <Route
          path="/account/*"
          element={
            <RemoteSlot
              remote="account"
              module="AccountApp"
              label="Account"
              minHeight={300}
              unavailable={sectionUnavailable}
            />
          }
        />
        {authRouteElements}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PageShell>
  );
}
