import { Route } from '@sl/contracts/routing';
import { NEWS_SECTION_BASES, SPORT_PAGE_NAMES, type BootSection, type RemoteName } from '@sl/contracts';
import { FederatedSlot } from '@sl/contracts/federation';
import { UnavailableNotice } from '../federation/UnavailableNotice';
import { SectionPage } from '../page-shell/SectionPage';
import { UkIrelandOnly } from '../page-shell/UkIrelandOnly';

/** A whole section of the site a remote serves, at one or more addresses. */
interface RemoteSection {
  paths: readonly string[];
  remote: RemoteName;
  module: string;
  label: string;
  /**
   * In the remote's place when it is switched off or fails: the main sections say so in a notice; the rest fall
   * back to the shell's own section page, so a visitor never gets a blank page.
   */
  unavailable?: 'notice' | 'section-page';
  /** Space held while the module loads (docs/adr/0007); 400 px unless said. */
  minHeight?: number;
  /** Betting content, shown only to UK and Ireland viewers under this title (docs/adr/0005). */
  ukIrelandOnlyTitle?: string;
}

const sectionUnavailable = 'This section is unavailable right now. Please try again shortly.';

/** Every remote-owned section, in the order the router is given them. */
const REMOTE_SECTIONS: readonly RemoteSection[] = [
  {
    paths: ['/racing/my-stable'],
    remote: 'account',
    module: 'MyStable',
    label: 'My Stable',
    unavailable: 'notice',
    minHeight: 300,
  },
  { paths: ['/racing/*'], remote: 'racing', module: 'RacingApp', label: 'Racing', unavailable: 'notice' },
  {
    paths: ['/football/*'],
    remote: 'football',
    module: 'FootballApp',
    label: 'Football',
    unavailable: 'notice',
  },
  {
    paths: ['/account/*'],
    remote: 'account',
    module: 'AccountApp',
    label: 'Account',
    unavailable: 'notice',
    minHeight: 300,
  },
  {
    paths: ['/free-bets/*'],
    remote: 'promos',
    module: 'FreeBetsApp',
    label: 'Free Bets',
    ukIrelandOnlyTitle: 'Free Bets',
  },
  {
    paths: ['/cheltenham-festival/*', '/royal-ascot/*', '/grand-national/*'],
    remote: 'promos',
    module: 'FestivalApp',
    label: 'Festival',
  },
  // News and features from the content store (promos), ahead of the racing, football and sport remotes' prefixes.
  {
    paths: NEWS_SECTION_BASES.map((base) => `${base}/*`),
    remote: 'promos',
    module: 'NewsApp',
    label: 'News',
  },
  { paths: ['/editor/*'], remote: 'promos', module: 'NewsEditor', label: 'Newsroom' },
  // /feed: feed readers get the RSS document from the shell's server; a browser gets this page about it.
  { paths: ['/feed'], remote: 'promos', module: 'NewsApp', label: 'News feed' },
  // Sporting Life Plus: both addresses (spec document 2, section 2) serve the account remote's Plus pages.
  {
    paths: ['/sporting-life-plus/*', '/plus/*'],
    remote: 'account',
    module: 'PlusApp',
    label: 'Sporting Life Plus',
  },
  { paths: ['/tips/*'], remote: 'racing', module: 'TipsApp', label: 'Tips' },
  { paths: ['/greyhounds/*'], remote: 'racing', module: 'GreyhoundsApp', label: 'Greyhounds' },
  // The other sports: one football-remote module serves the hub and each sport's prefix (docs/adr/0008).
  {
    paths: ['/sports/*', ...SPORT_PAGE_NAMES.map((page) => `/${page}/*`)],
    remote: 'football',
    module: 'SportsApp',
    label: 'Sports',
  },
];

/**
 * Keyed by the route's address (and so by section), so each section gets its own slot and error boundary: a module
 * that failed in one section (say SportsApp on /cricket) is not still shown as failed on the next (/tennis), where
 * React would otherwise keep the same boundary, still in its error state, because the element is the same.
 */
function sectionElement(section: RemoteSection, path: string) {
  const slot = (
    <FederatedSlot
      key={`${path} ${section.remote}/${section.module}`}
      remote={section.remote}
      module={section.module}
      label={section.label}
      space={{ minHeight: section.minHeight ?? 400 }}
      unavailable={
        section.unavailable === 'notice' ? (
          <UnavailableNotice>{sectionUnavailable}</UnavailableNotice>
        ) : (
          <SectionPage />
        )
      }
    />
  );
  return section.ukIrelandOnlyTitle ? (
    <UkIrelandOnly key={path} title={section.ukIrelandOnlyTitle}>
      {slot}
    </UkIrelandOnly>
  ) : (
    slot
  );
}

/** One route per address of every remote-owned section. */
export const remoteSectionRoutes = REMOTE_SECTIONS.flatMap((section) =>
  section.paths.map((path) => <Route key={path} path={path} element={sectionElement(section, path)} />),
);

/**
 * The sections of remotes registered at runtime (the boot config's, from the release registry): routed as the
 * built-in ones, at their path and everything below it, with the notice in their place when they fail.
 */
export function registeredSectionRoutes(sections: readonly BootSection[]) {
  return sections.map((section) => {
    const path = `${section.path}/*`;
    const element = sectionElement(
      {
        paths: [path],
        remote: section.remote,
        module: section.module,
        label: section.label,
        unavailable: 'notice',
      },
      path,
    );
    return <Route key={path} path={path} element={element} />;
  });
}
