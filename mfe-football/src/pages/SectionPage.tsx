import { Card, TextLink } from '@sl/ui';

export const SECTIONS: Record<string, { title: string; intro: string }> = {
  news: { title: 'Football news', intro: 'The latest football news.' },
};

/** A football section without its own data yet: a real page with a heading and a way to today's matches (the shell shows the quick-links strip above it). */
export function SectionPage({ section }: { section: keyof typeof SECTIONS }) {
  const { title, intro } = SECTIONS[section]!;
  return (
    <>
      <h1>{title}</h1>
      <Card>
        <p>{intro}</p>
        <p>
          <TextLink to="/football/fixtures-results">Today&apos;s fixtures and results</TextLink>
        </p>
      </Card>
    </>
  );
}
