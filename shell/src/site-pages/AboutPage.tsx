import { Link } from '@sl/contracts/routing';
import { SitePage } from './SitePage';

const COVERAGE = [
  {
    name: 'Horse racing',
    to: '/racing',
    text: 'Racecards for every UK and Irish meeting, fast results, going, non-runners, tips and news.',
  },
  {
    name: 'Football',
    to: '/football',
    text: 'Fixtures, live scores, league tables, tips, transfers and fantasy football.',
  },
  {
    name: 'Greyhounds',
    to: '/greyhounds/racecards',
    text: 'Racecards with trap colours, fast results and results.',
  },
  {
    name: 'Other sports',
    to: '/sports',
    text: 'Golf, darts, snooker, cricket, tennis, boxing, NFL and more: fixtures, results and tips.',
  },
  {
    name: 'Tips',
    to: '/tips',
    text: 'Our tipsters’ selections, with tipping records worked out from results.',
  },
];

/** About Sporting Life. */
export function AboutPage() {
  return (
    <SitePage
      title="About Sporting Life"
      testId="about-page"
      intro="Sporting Life has covered British racing since 1859. The daily newspaper moved online in 1998, and today the site brings racecards, results, tips and news for racing, football, greyhounds and other sports."
    >
      <h2>What we cover</h2>
      <ul>
        {COVERAGE.map((item) => (
          <li key={item.name}>
            <Link to={item.to}>{item.name}</Link>: {item.text}
          </li>
        ))}
      </ul>

      <h2>For members</h2>
      <p>
        A free account lets you build <Link to="/racing/my-stable">My Stable</Link> and follow horses,
        jockeys, trainers, races and matches. <Link to="/sporting-life-plus">Sporting Life Plus</Link> adds
        premium racecards with Timeform ratings and analysis.
      </p>

      <h2>How we are funded</h2>
      <p>
        Sporting Life is free to read. We are paid by Plus members and by the bookmakers we link to: when you
        open an account with a bookmaker through one of our free-bet offers, that bookmaker may pay us a
        commission. This never changes our tips, which are our tipsters’ own opinion, and we publish every
        tipster’s record, winners and losers alike, on the{' '}
        <Link to="/tips/tipping-records">tipping records</Link> page.
      </p>

      <h2>Responsible gambling</h2>
      <p>
        Betting content is for adults aged 18 and over. Free-bet offers are shown only to visitors in the UK
        and Ireland and are hidden from members who have self-excluded. Read more on our{' '}
        <Link to="/safer-gambling">Safer Gambling</Link> page.
      </p>

      <h2>Get in touch</h2>
      <p>
        Questions, corrections or ideas are welcome through our <Link to="/contact-us">contact page</Link>.
        You can also follow us on social media from the links at the foot of every page.
      </p>
    </SitePage>
  );
}
