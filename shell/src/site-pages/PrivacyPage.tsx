import { Link } from '@sl/contracts/routing';
import { External, SitePage } from './SitePage';

interface HeldData {
  what: string;
  details: string;
  basis: string;
  kept: string;
}

/** What the site really holds, where, why and for how long (the services' own tables and logs). */
const HELD_DATA: HeldData[] = [
  {
    what: 'Your account',
    details:
      'Name, email address, password (stored only as a one-way hash), whether you are a Plus member, any ' +
      'self-exclusion or sensitive-audience marker, which bookmakers you may be linked to, and your sign-in ' +
      'sessions and failed log-in count (used to lock the account after repeated wrong passwords).',
    basis: 'Contract: to provide the account you asked for. Legitimate interests: keeping accounts secure.',
    kept: 'While your account is open. Sign-in sessions end after 14 days and refresh tokens after 4 hours unused.',
  },
  {
    what: 'My Stable',
    details:
      'The horses, jockeys, trainers, races and football matches you follow, with their names, and the ' +
      'notification ids of the devices that should receive your alerts.',
    basis: 'Contract: to send the alerts you asked for.',
    kept: 'Until you unfollow, or your account is closed (follows are deleted with the account).',
  },
  {
    what: 'Sporting Life Plus',
    details:
      'Your plan, its price, status, start, renewal and cancellation dates, and the payment provider’s ' +
      'reference. Card details go straight to the payment provider; we never see or store them.',
    basis: 'Contract. Legal obligation for payment records.',
    kept: 'While you subscribe, then payment records for six years as UK tax law requires.',
  },
  {
    what: 'Messages and feedback you send',
    details:
      'Contact form: your name, email, subject, message, the page you sent it from and your browser’s ' +
      'user agent. Feedback form: the type, score and comments, the page, the user agent and your name if you ' +
      'are signed in.',
    basis: 'Legitimate interests: answering you and improving the site.',
    kept: '12 months from when you send it, then deleted automatically.',
  },
  {
    what: 'Preferences in your browser',
    details:
      'Racecard sort, odds format and bookmaker, followed football competitions and similar choices. They ' +
      'stay in your browser’s local storage and are never sent to us. They are stored only if you consent to ' +
      'functional storage.',
    basis: 'Consent (Privacy and Electronic Communications Regulations).',
    kept: 'Until you clear them or withdraw consent.',
  },
  {
    what: 'Logs and error reports',
    details:
      'For every request our servers log the time, the page or API address, the response status and time, and ' +
      'the IP address it came from. When a page fails in your browser it reports the error message and your ' +
      'browser’s user agent. We also count events such as sign-in outcomes, without identifying anyone.',
    basis: 'Legitimate interests: running, securing and fixing the site.',
    kept: 'Up to 30 days. Counts are kept without any personal data.',
  },
];

/** The privacy notice (UK GDPR articles 13 and 14). */
export function PrivacyPage() {
  return (
    <SitePage
      title="Privacy Notice"
      testId="privacy-page"
      intro="This notice explains what personal data Sporting Life holds about you, why, on what lawful basis, for how long, who else sees it and the rights you have over it."
    >
      <h2>Who we are</h2>
      <p>
        Sporting Life (“we”, “us”) is the controller of the personal data described here, under the UK General
        Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. For anything about your data,
        or to exercise your rights, use our <Link to="/contact-us">contact form</Link> and choose the subject
        “Privacy and my data”. It reaches our data protection team.
      </p>

      <h2>What we hold, why and for how long</h2>
      <div
        className="table-wrap"
        tabIndex={0}
        role="region"
        aria-label="Personal data table, scrolls sideways"
      >
        <table>
          <caption>Personal data held by Sporting Life</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">What it is</th>
              <th scope="col">Lawful basis</th>
              <th scope="col">How long we keep it</th>
            </tr>
          </thead>
          <tbody>
            {HELD_DATA.map((row) => (
              <tr key={row.what}>
                <th scope="row">{row.what}</th>
                <td>{row.details}</td>
                <td>{row.basis}</td>
                <td>{row.kept}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>What we do not do</h2>
      <ul>
        <li>We do not sell your personal data or share it with bookmakers.</li>
        <li>
          When you follow a link to a bookmaker, the bookmaker receives a code that says the visit came from
          Sporting Life, not who you are. What happens on their site is covered by their own privacy notice.
        </li>
        <li>We do not make decisions about you by automated means that have legal or similar effects.</li>
        <li>
          Our captcha is a proof-of-work puzzle your browser solves; it sets no cookies and does not track
          you.
        </li>
      </ul>

      <h2>Self-exclusion markers</h2>
      <p>
        If your account carries a self-exclusion or sensitive-audience marker, we use it only to hide gambling
        promotions from you (see <Link to="/safer-gambling">Safer Gambling</Link>). Our basis is our
        legitimate interest, and yours, in protecting people from gambling harm. The marker is never used for
        marketing.
      </p>

      <h2>Who else processes your data</h2>
      <p>
        Our hosting and database providers process data on our behalf under contract and only on our
        instructions. If you join Plus, the payment provider processes your payment. If any of them processes
        data outside the UK, we rely on UK adequacy regulations or the Information Commissioner’s
        International Data Transfer Agreement. We disclose data to the police or a regulator only when the law
        requires it.
      </p>

      <h2>Cookies and similar storage</h2>
      <p>
        We use essential cookies and storage to keep you signed in and to remember your cookie choices.
        Anything else waits for your consent. The <Link to="/cookies-policy">Cookies Policy</Link> lists every
        one and lets you change your choices.
      </p>

      <h2>Your rights</h2>
      <ul>
        <li>
          <strong>Access:</strong> a copy of the personal data we hold about you.
        </li>
        <li>
          <strong>Rectification:</strong> correcting data that is wrong or incomplete.
        </li>
        <li>
          <strong>Erasure:</strong> deleting your data, including closing your account, unless we must keep
          it.
        </li>
        <li>
          <strong>Restriction and objection:</strong> asking us to pause processing, or to stop processing
          based on our legitimate interests.
        </li>
        <li>
          <strong>Portability:</strong> your account and My Stable data in a machine-readable format.
        </li>
        <li>
          <strong>Withdrawing consent:</strong> at any time, as easily as you gave it, on the cookies policy
          page.
        </li>
      </ul>
      <p>
        We answer within one month, free of charge. We may need to confirm it is you, usually by replying to
        the email address on your account.
      </p>

      <h2>Complaints</h2>
      <p>
        Please tell us first so we can put things right. You also have the right to complain to the
        Information Commissioner’s Office (ICO), the UK regulator for data protection:{' '}
        <External href="https://ico.org.uk/make-a-complaint/">ico.org.uk/make-a-complaint</External> or{' '}
        <a href="tel:+443031231113">0303 123 1113</a>.
      </p>

      <h2>Children</h2>
      <p>
        Accounts are for people aged 18 and over, and we do not knowingly hold data about children. If you
        think a child has given us their data, contact us and we will delete it.
      </p>

      <h2>Changes to this notice</h2>
      <p>
        When we change how we use your data we update this page and the date at the top. If a change means new
        cookies or storage, the cookie banner asks for your choices again.
      </p>
    </SitePage>
  );
}
