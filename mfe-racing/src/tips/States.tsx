import { ErrorState } from '@sl/ui';

export function Failed({ what }: { what: string }) {
  return <ErrorState title={`${what} could not be loaded. Please try again shortly.`} />;
}

/** Football tips come from another service: until it answers, say so plainly and keep the page. */
export function FootballUnavailable() {
  return (
    <p data-testid="football-unavailable">
      Football tips are not available at the moment. They will appear here as soon as the football desk
      publishes them.
    </p>
  );
}
