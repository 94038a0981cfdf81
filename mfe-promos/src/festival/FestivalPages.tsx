import {
  FESTIVAL_CARDS_DAYS_AHEAD,
  festivalCountdownTarget,
  type FestivalEditionRacing,
  type FestivalName,
  type FestivalRacing,
  type FestivalSection,
} from '@sl/contracts';
import { FestivalOffers } from '../free-bets/FestivalOffers';
import { Countdown } from './Countdown';
import { FESTIVALS } from './festivals';
import { Card, RaceList, dayTitle, longDate, type RaceDetail } from './RaceLists';
import { GrandNationalRunners } from './Runners';

interface PageProps {
  festival: FestivalName;
  racing: FestivalRacing;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const hasRaces = (edition: FestivalEditionRacing | null | undefined) =>
  !!edition && edition.days.some((d) => d.races.length > 0);

/** One edition's days with their races, or a line saying when a day's cards come out. */
function EditionDays({
  edition,
  course,
  show,
  title,
}: {
  edition: FestivalEditionRacing;
  course: string;
  show: RaceDetail;
  title: string;
}) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {edition.days.map((day) => (
        <Card key={day.date} aria-label={dayTitle(day)}>
          <h3>{dayTitle(day)}</h3>
          {day.races.length > 0 ? (
            <RaceList day={day} course={course} show={show} />
          ) : (
            <p>
              Racecards for this day are published on{' '}
              {longDate(addDays(day.date, -FESTIVAL_CARDS_DAYS_AHEAD))}. Feature race: {day.feature}.
            </p>
          )}
        </Card>
      ))}
    </section>
  );
}

function Home({ festival, racing }: PageProps) {
  const info = FESTIVALS[festival];
  const { next, previous } = racing;
  // The service's next edition (the running one until its last day ends in London); the Grand National counts down
  // to the race itself, the others to their first race.
  const target = festivalCountdownTarget({ festival, year: next.year, dates: next.days.map((d) => d.date) });
  return (
    <>
      <Countdown target={target} title={`${info.title} ${next.year}`} />
      <Card aria-label={`${info.title} ${next.year} days`}>
        <h2>
          {info.title} {next.year} at {racing.course}
        </h2>
        <ul>
          {next.days.map((day) => (
            <li key={day.date}>
              {dayTitle(day)}: <strong>{day.feature}</strong>
            </li>
          ))}
        </ul>
      </Card>
      {previous && (
        <Card aria-label={`${previous.year} feature race winners`}>
          <h2>{previous.year} feature race winners</h2>
          <ul>
            {previous.days.map((day) => {
              const feature = day.races.find((r) => r.feature);
              return (
                <li key={day.date}>
                  {day.feature}:{' '}
                  {feature?.result ? <strong>{feature.result.winner}</strong> : 'result to come'}
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </>
  );
}

function Tips({ festival, racing }: PageProps) {
  const info = FESTIVALS[festival];
  const { next, previous } = racing;
  const fared = previous?.days.flatMap((d) => d.races).filter((r) => r.tip && r.result) ?? [];
  const won = fared.filter((r) => r.result!.winner === r.tip!.horseName).length;
  return (
    <>
      {hasRaces(next) ? (
        <EditionDays
          edition={next}
          course={racing.course}
          show="tip"
          title={`Our ${info.title} ${next.year} tips`}
        />
      ) : (
        <p>
          Our tips for {info.title} {next.year} come with the racecards, {FESTIVAL_CARDS_DAYS_AHEAD} days
          before each day, from {longDate(addDays(next.days[0]!.date, -FESTIVAL_CARDS_DAYS_AHEAD))}.
        </p>
      )}
      {previous && hasRaces(previous) && (
        <>
          <p>
            Our {previous.year} tips: {won} winners from {fared.length} races.
          </p>
          <EditionDays
            edition={previous}
            course={racing.course}
            show="tip"
            title={`How our ${previous.year} tips fared`}
          />
        </>
      )}
    </>
  );
}

function Racecards({ festival, racing }: PageProps) {
  const info = FESTIVALS[festival];
  const { next, previous } = racing;
  return (
    <>
      <EditionDays
        edition={next}
        course={racing.course}
        show="card"
        title={`${info.title} ${next.year} racecards`}
      />
      {!hasRaces(next) && previous && (
        <EditionDays
          edition={previous}
          course={racing.course}
          show="card"
          title={`${info.title} ${previous.year} racecards`}
        />
      )}
    </>
  );
}

/** Races with a result, newest edition first; `show` picks results or replays wording. */
function Finished({ festival, racing, show }: PageProps & { show: 'results' | 'replays' }) {
  const info = FESTIVALS[festival];
  const editions = [racing.next, racing.previous].filter(
    (e): e is FestivalEditionRacing => !!e && e.days.some((d) => d.races.some((r) => r.result)),
  );
  if (editions.length === 0)
    return (
      <p>
        No {info.title} races have been run yet. {info.title} {racing.next.year} starts on{' '}
        {longDate(racing.next.days[0]!.date)}.
      </p>
    );
  return (
    <>
      {racing.next.status === 'upcoming' && (
        <p>
          {info.title} {racing.next.year} starts on {longDate(racing.next.days[0]!.date)}.
        </p>
      )}
      {editions.map((edition) => (
        <section key={edition.year} aria-label={`${edition.year} ${show}`}>
          <h2>
            {info.title} {edition.year} {show}
          </h2>
          {show === 'replays' && (
            <p>Each race links to its card, with the full result and the finishing order.</p>
          )}
          {edition.days
            .filter((d) => d.races.some((r) => r.result))
            .map((day) => (
              <Card key={day.date} aria-label={dayTitle(day)}>
                <h3>{dayTitle(day)}</h3>
                <RaceList
                  day={day}
                  course={racing.course}
                  show="result"
                  races={day.races.filter((r) => r.result)}
                />
              </Card>
            ))}
        </section>
      ))}
    </>
  );
}

function Features({ festival, racing }: PageProps) {
  const info = FESTIVALS[festival];
  const { next, previous } = racing;
  return (
    <section aria-label={`${info.title} ${next.year} day by day`}>
      <h2>
        {info.title} {next.year} day by day
      </h2>
      {next.days.map((day, i) => {
        const race = day.races.find((r) => r.feature);
        const last = previous?.days[i]?.races.find((r) => r.feature);
        return (
          <Card key={day.date} aria-label={dayTitle(day)}>
            <h3>{dayTitle(day)}</h3>
            <p>
              The feature race is the <strong>{day.feature}</strong>
              {race
                ? `, off at ${race.offTimeLocal} over ${race.distance} with ${race.runners} runners.`
                : '.'}
              {race?.tip && ` Our tip: ${race.tip.horseName} (${race.tip.odds}).`}
            </p>
            {last?.result && (
              <p>
                Last year it went to {last.result.winner} at {last.result.startingPrice}.
              </p>
            )}
          </Card>
        );
      })}
    </section>
  );
}

/** The festival's own free-bet offers (the free-bets code decides who may see them). */
function FreeBets({ festival }: { festival: FestivalName }) {
  return <FestivalOffers festival={festival} />;
}

/** The content of one microsite page, drawn from the racing service's festival data. */
export function FestivalPage({ festival, section, racing }: PageProps & { section: FestivalSection }) {
  switch (section) {
    case 'home':
      return <Home festival={festival} racing={racing} />;
    case 'tips':
      return <Tips festival={festival} racing={racing} />;
    case 'racecards':
      return <Racecards festival={festival} racing={racing} />;
    case 'results':
      return <Finished festival={festival} racing={racing} show="results" />;
    case 'replays':
      return <Finished festival={festival} racing={racing} show="replays" />;
    case 'features':
      return <Features festival={festival} racing={racing} />;
    case 'free-bets':
      return <FreeBets festival={festival} />;
    case 'runners':
      return <GrandNationalRunners racing={racing} />;
  }
}
