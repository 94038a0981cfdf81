import { Link } from '@sl/contracts/routing';

const RACING_SECTIONS = {
  features: {
    title: 'Racing features',
    intro: 'Interviews, previews and long reads from the racing team.',
    strip: true,
  },
  news: { title: 'Racing news', intro: 'The latest news from the racing world.' },
  'my-stable': {
    title: 'My Stable',
    intro: 'Follow horses, jockeys and trainers and never miss a race.',
    strip: false,
  },
} as const;

export type RacingSection = keyof typeof RACING_SECTIONS;

/**
 * A racing section without its own feed yet: a real page with a heading and the way to today's racing. The
 * quick-links strip above it comes from the shell's RacingQuickLinks slot on the spec's paths.
 */
export function SectionPage({ section }: { section: RacingSection }) {
  const { title, intro } = RACING_SECTIONS[section];
  return (
    <>
      <h1>{title}</h1>
      <p>{intro}</p>
      <p>
        <Link to="/racing/racecards">Today&apos;s racecards</Link> · <Link to="/racing/results">Results</Link>
      </p>
    </>
  );
}
