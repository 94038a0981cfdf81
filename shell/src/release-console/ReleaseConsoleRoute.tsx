import { Suspense, lazy } from 'react';
import { Skeleton } from '@sl/ui';

const ReleaseConsolePage = lazy(() =>
  import('./ReleaseConsolePage').then((m) => ({ default: m.ReleaseConsolePage })),
);

/** The console is for release managers: its own chunk, so readers never download it. */
export function ReleaseConsoleRoute() {
  return (
    <Suspense fallback={<Skeleton lines={8} />}>
      <ReleaseConsolePage />
    </Suspense>
  );
}
