import { Link } from 'react-router';

export const RACING_SECTIONS = {
  'tips-centre': {
    title: 'Racing tips centre',
    intro: "Our tipsters' selections for today's racing.",
    strip: true,
  },
  features: {
    title: 'Racing features',
    intro: 'Interviews, previews and long reads from the racing team.',
    strip: true,
  },
  replays: { title: 'Race replays', intro: 'Watch the finishes from recent meetings.' },
  news: { title: 'Racing news', intro: 'The latest news from the racing world.' },
  'naps-table': {
    title: 'Naps table',
    intro: "The season's tipping competition: each tipster's nap of the day.",
    strip: true,
  },
  'abc-guide': {
    title: 'ABC guide to racing',
    intro: 'Racing terms explained, from ante-post to yielding.',
    strip: false,
  },
  'early-entries': {
    title: 'Early entries',
    intro: 'Entries for the big races ahead, as they are made.',
    strip: false,
  },
  'timeform-live': {
    title: 'Timeform Live',
    intro: 'In-running ratings and analysis for Plus members.',
    strip: false,
  },
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
