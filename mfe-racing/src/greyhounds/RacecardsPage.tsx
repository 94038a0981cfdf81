import { useNavigate, useParams } from '@sl/contracts/routing';
import { isRacingDay, londonDate } from '@sl/contracts';
import { dayLabel } from '../app/days';
import { useGreyhoundMeetings } from './api';
import { DayNav } from './DayNav';
import { MeetingsBySession } from './MeetingsBySession';
import { GreyhoundNotFound } from './NotFound';
import { Failed } from './States';
import { LoadingBlock } from '@sl/ui';

/** /greyhounds/racecards (today) and /greyhounds/racecards/{date}: the day's meetings by session. */
export function GreyhoundRacecardsPage() {
  const today = londonDate();
  const navigate = useNavigate();
  const { date: param } = useParams();
  // An address that is no day is no page (the service answers it 404 too).
  const valid = param === undefined || isRacingDay(param);
  const date = valid ? (param ?? today) : today;
  const { data, isPending, isError } = useGreyhoundMeetings(date, valid);
  if (!valid) return <GreyhoundNotFound />;
  const pathFor = (day: string) => (day === today ? '/greyhounds/racecards' : `/greyhounds/racecards/${day}`);
  return (
    <>
      <h1>Greyhound racecards</h1>
      <DayNav
        date={date}
        today={today}
        label="Racecard days"
        pathFor={pathFor}
        onPick={(day) => void navigate(pathFor(day))}
      />
      <p>
        <strong>{dayLabel(date, today)}</strong>
        {data && ` · ${data.meetings.length} meetings`}
      </p>
      {isPending ? <LoadingBlock /> : isError ? <Failed /> : <MeetingsBySession meetings={data.meetings} />}
    </>
  );
}
