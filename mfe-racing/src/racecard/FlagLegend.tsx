import { FLAGS, HORSES_FOR_COURSES, flagId } from './flags';

/** The explanation every flag badge points at (aria-describedby), shown once per card. */
export function FlagLegend() {
  return (
    <details>
      <summary>What the flags mean</summary>
      <dl>
        {[...FLAGS, { key: 'horsesForCoursePos', ...HORSES_FOR_COURSES }].map((flag) => (
          <div key={flag.key}>
            <dt>{flag.label}</dt>
            <dd id={flagId(flag.key)}>{flag.explanation}</dd>
          </div>
        ))}
        <div>
          <dt>Top rated</dt>
          <dd id={flagId('topRated')}>The highest-rated runner in the race on our adjusted ratings.</dd>
        </div>
      </dl>
    </details>
  );
}
