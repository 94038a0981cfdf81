import { Link } from '@sl/contracts/routing';
import { External, SitePage } from './SitePage';

interface SupportOrganisation {
  name: string;
  what: string;
  url: string;
  site: string;
  phone?: { label: string; tel: string; hours: string };
}

/** UK support organisations, each free to use. */
const SUPPORT_ORGANISATIONS: SupportOrganisation[] = [
  {
    name: 'GamCare and the National Gambling Helpline',
    what:
      'Free, confidential advice and counselling for anyone worried about their own or someone else’s ' +
      'gambling, by phone or live chat.',
    url: 'https://www.gamcare.org.uk/',
    site: 'gamcare.org.uk',
    phone: { label: '0808 8020 133', tel: '+448088020133', hours: 'free, 24 hours a day, 7 days a week' },
  },
  {
    name: 'BeGambleAware',
    what:
      'Information about gambling harms, a self-assessment to check your gambling and a directory of free ' +
      'NHS and charity treatment near you.',
    url: 'https://www.begambleaware.org/',
    site: 'begambleaware.org',
  },
  {
    name: 'GAMSTOP',
    what:
      'Free national self-exclusion from every online gambling site and app licensed in Great Britain, for 6 ' +
      'months, 1 year or 5 years, with one registration.',
    url: 'https://www.gamstop.co.uk/',
    site: 'gamstop.co.uk',
  },
  {
    name: 'Gamblers Anonymous UK',
    what:
      'A fellowship of people who share their experience to stop gambling, with free meetings across the UK ' +
      'and online.',
    url: 'https://www.gamblersanonymous.org.uk/',
    site: 'gamblersanonymous.org.uk',
  },
  {
    name: 'GamAid',
    what:
      'Free one-to-one support from an adviser and help with tools such as blocking software and bank ' +
      'gambling blocks.',
    url: 'https://www.gamaid.com/',
    site: 'gamaid.com',
  },
  {
    name: 'Samaritans',
    what: 'If you are struggling to cope or thinking about suicide, someone will listen, any time.',
    url: 'https://www.samaritans.org/',
    site: 'samaritans.org',
    phone: { label: '116 123', tel: '116123', hours: 'free, 24 hours a day' },
  },
];

/** The safer gambling page: the signs, the tools, the support organisations and this site's self-exclusion rules. */
export function SaferGamblingPage() {
  return (
    <SitePage
      title="Safer Gambling"
      testId="safer-gambling-page"
      intro="Betting should be an enjoyable part of following sport, never a way to make money or to escape problems. You must be 18 or over to gamble. If gambling stops being fun, help is free and confidential."
    >
      <h2>Signs that gambling may be becoming a problem</h2>
      <ul>
        <li>Spending more money or time on gambling than you meant to, or than you can afford.</li>
        <li>Chasing losses: betting again to win back what you have lost.</li>
        <li>Borrowing money, or selling things, to gamble or to pay gambling debts.</li>
        <li>
          Hiding your gambling from family or friends, or feeling anxious, guilty or irritable about it.
        </li>
        <li>Gambling getting in the way of work, study, sleep or the people close to you.</li>
      </ul>
      <p>
        If any of these sound familiar, take the free self-assessment on BeGambleAware or talk to the National
        Gambling Helpline. You can also call on behalf of someone you are worried about.
      </p>

      <h2>Where to get help</h2>
      <ul aria-label="Support organisations">
        {SUPPORT_ORGANISATIONS.map((org) => (
          <li key={org.name}>
            <h3>{org.name}</h3>
            <p>{org.what}</p>
            <p>
              {org.phone ? (
                <>
                  Call <a href={`tel:${org.phone.tel}`}>{org.phone.label}</a> ({org.phone.hours}) or
                  visit{' '}
                </>
              ) : (
                'Visit '
              )}
              <External href={org.url}>{org.site}</External>.
            </p>
          </li>
        ))}
      </ul>

      <h2>Tools that help you stay in control</h2>
      <p>
        Every bookmaker licensed by the Gambling Commission must offer these tools in your account. Set them
        when you are calm, not in the middle of a session.
      </p>
      <dl>
        <dt>Deposit limits</dt>
        <dd>
          Cap how much you can deposit each day, week or month. A lower limit applies at once; a request to
          raise it only takes effect after a cooling-off period.
        </dd>
        <dt>Time-outs</dt>
        <dd>
          Take a short break, from 24 hours up to six weeks, during which you cannot log in to bet and will
          not be sent marketing.
        </dd>
        <dt>Reality checks</dt>
        <dd>
          Reminders at intervals you choose that show how long you have been playing and what you have spent.
        </dd>
        <dt>Self-exclusion</dt>
        <dd>
          Close your account for at least six months (and up to five years) with one operator; it cannot be
          reopened early. To exclude from every licensed online operator in Great Britain at once, register
          with GAMSTOP. For betting shops, ask the staff or use the Multi-Operator Self-Exclusion Scheme
          (MOSES).
        </dd>
        <dt>Blocking software and bank blocks</dt>
        <dd>
          Blocking apps such as Gamban or the free BetBlocker stop gambling sites loading on your devices, and
          most UK banks let you block card payments to gambling companies from their app.
        </dd>
      </dl>

      <h2>Self-exclusion on Sporting Life</h2>
      <p>
        Sporting Life publishes news, racecards, results and tips, and links to bookmakers. It does not take
        bets. We respect self-exclusion and do not show gambling promotions to members who should not see
        them.
      </p>
      <h3>Who is covered</h3>
      <p>
        A signed-in member whose account carries a self-exclusion marker from our group’s betting and gaming
        products (bet, bingo, casino, poker or vegas), or whose account is marked as a sensitive audience.
      </p>
      <h3>What is hidden while you are signed in</h3>
      <ul>
        <li>
          The Free Bets menu and its pages’ links, Betting Guides, and the Latest Odds link to a bookmaker, in
          the desktop menu, its sub-menus, the mobile menu and the customisable mobile navigation.
        </li>
        <li>The Free Bets and Betting Guides links in the footer.</li>
        <li>Free-bet links and offer panels inside festival and promotion banners.</li>
        <li>Logos and links of partner products that match your exclusion, in the cross-sell strip.</li>
        <li>The members’ welcome free-bet offer, which is never shown to you.</li>
      </ul>
      <p>
        Racecards, results, news and this page stay available, together with the support links above. Marking
        an account on Sporting Life hides promotions here; it does not stop you gambling elsewhere, so please
        also register with GAMSTOP and use your bookmakers’ own self-exclusion.
      </p>
      <p>
        If you would like your Sporting Life account to be treated as a sensitive audience, so the same items
        are hidden, <Link to="/contact-us">contact us</Link> from the email address you registered with.
      </p>

      <h2>Under 18?</h2>
      <p>
        It is illegal for anyone under 18 to gamble in the UK. Parents and carers can use device parental
        controls and the blocking tools above. Our free-bet pages are shown only to visitors in the UK and
        Ireland and every offer is for customers aged 18 and over.
      </p>
    </SitePage>
  );
}
