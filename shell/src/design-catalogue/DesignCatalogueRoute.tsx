import { Suspense, lazy } from 'react';
import { Skeleton } from '@sl/ui';

const DesignCataloguePage = lazy(() =>
  import('./DesignCataloguePage').then((m) => ({ default: m.DesignCataloguePage })),
);

/** The catalogue is for the people building pages: its own chunk, so readers never download it. */
export function DesignCatalogueRoute() {
  return (
    <Suspense fallback={<Skeleton lines={6} />}>
      <DesignCataloguePage />
    </Suspense>
  );
}
