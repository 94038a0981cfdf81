import { countdownTo, TIMEZONE } from '@sl/contracts';
import { useNow } from '@sl/contracts/federation';

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIMEZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Time left to the first race, in London time (spec document 2 §9). */
export function Countdown({ target, title }: { target: number; title: string }) {
  const now = useNow(1_000);
  const left = countdownTo(target, now);
  return (
    <section
      aria-label="Countdown"
      data-testid="festival-countdown"
      data-target={new Date(target).toISOString()}
    >
      <p>
        {title} starts <time dateTime={new Date(target).toISOString()}>{formatter.format(target)}</time> (UK
        time).
      </p>
      {left.started ? (
        <p>Racing is under way or this meeting has finished.</p>
      ) : (
        <p aria-live="off">
          {left.days} days {left.hours} hours {left.minutes} minutes {left.seconds} seconds to go
        </p>
      )}
    </section>
  );
}
