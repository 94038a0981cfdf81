import { ErrorState } from '@sl/ui';

export function Failed() {
  return <ErrorState title="This could not be loaded. Please try again shortly." />;
}
