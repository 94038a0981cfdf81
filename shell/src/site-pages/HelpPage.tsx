import type { ReactNode } from 'react';
import { Link } from '@sl/contracts/routing';
import { SitePage } from './SitePage';

interface Question {
  q: string;
  a: ReactNode;
}

interface Topic {
  id: string;
  title: string;
  questions: Question[];
}

/** The help centre's questions, by topic. */
const HELP_TOPICS: Topic[] = [
  {
    id: 'accounts',
    title: 'Your account',
    questions: [
      {
        q: 'How do I register?',
        a: (
          <>
            Choose <strong>Register</strong> at the top of any page, or <strong>Register for free</strong> in
            the footer, then give your name, email address and a password. A free account lets you follow
            horses, jockeys and trainers in My Stable. You must be 18 or over.
          </>
        ),
      },
      {
        q: 'How do I sign in and out?',
        a: (
          <>
            Choose <strong>Log In</strong> at the top of the page or in the footer. While you are signed in
            the header shows <strong>My Account</strong> and the footer shows <strong>Log Out</strong> and{' '}
            <strong>My Area</strong>. We sign you out after four hours without activity, to protect your
            account.
          </>
        ),
      },
      {
        q: 'My account is locked after wrong passwords. What now?',
        a: 'After several wrong passwords in a row we lock sign-in for a short while to stop anyone guessing it. Wait a few minutes and try again with the right password.',
      },
      {
        q: 'Why can I not see the sign-in buttons?',
        a: 'Very occasionally we switch sign-in off while our account service is being repaired. Everything else on the site keeps working and the buttons come back as soon as it is fixed.',
      },
      {
        q: 'How do I change my details or close my account?',
        a: (
          <>
            Send us a message through the <Link to="/contact-us">contact page</Link> from the email address on
            your account. Closing the account deletes it along with your My Stable follows, as our{' '}
            <Link to="/privacy">Privacy Notice</Link> explains.
          </>
        ),
      },
    ],
  },
  {
    id: 'my-stable',
    title: 'My Stable',
    questions: [
      {
        q: 'What is My Stable?',
        a: (
          <>
            Your list of followed horses, jockeys, trainers, races and football matches, so you never miss
            them. Open it from <Link to="/racing/my-stable">Racing › My Stable</Link> while signed in.
          </>
        ),
      },
      {
        q: 'How do I follow a horse, jockey or trainer?',
        a: 'Choose the follow button on a racecard runner or on their profile page. If you are not signed in, you are asked to log in or create a free account first. Choose it again to unfollow.',
      },
      {
        q: 'Can I follow races and football matches?',
        a: 'Yes, from the Sporting Life app on iOS, which sends the notifications for the event. On the website they appear in My Stable once followed.',
      },
    ],
  },
  {
    id: 'plus',
    title: 'Sporting Life Plus',
    questions: [
      {
        q: 'What does Plus add?',
        a: (
          <>
            Premium racecards with Timeform data: ratings, star ratings, analysts’ comments and flags such as
            horses in focus and warning horses. The <Link to="/sporting-life-plus">Sporting Life Plus</Link>{' '}
            page shows the current price and everything included.
          </>
        ),
      },
      {
        q: 'How do I join or cancel?',
        a: (
          <>
            Sign in and follow the steps on the <Link to="/sporting-life-plus">Plus page</Link>. You can
            cancel there at any time; you keep Plus until the end of the period you have paid for.
          </>
        ),
      },
      {
        q: 'I joined but the racecards still look the same.',
        a: 'Your access is added to your sign-in the next time it refreshes. Sign out and in again, or reload the racecard after a minute.',
      },
    ],
  },
  {
    id: 'racecards',
    title: 'Racecards and results',
    questions: [
      {
        q: 'How do I read a racecard?',
        a: (
          <dl>
            <dt>Number and draw</dt>
            <dd>The saddle-cloth number, and on the Flat the stall the horse starts from.</dd>
            <dt>Form figures</dt>
            <dd>
              Finishing positions in recent races, oldest first: 1 to 9 are places, 0 means unplaced beyond
              ninth, a dash separates seasons and a slash marks a longer break. Letters show races not
              finished: F fell, U unseated rider, P pulled up, R refused, BD brought down, RO ran out, SU
              slipped up.
            </dd>
            <dt>Odds</dt>
            <dd>
              The best price by default, or one bookmaker’s if you choose it; fractional or decimal as you
              prefer.
            </dd>
          </dl>
        ),
      },
      {
        q: 'Can I change the order of runners?',
        a: 'Yes: sort by number, odds, form, draw, name or Timeform stars with the Sort by control. With functional cookies allowed, we remember your choice for your next visit.',
      },
      {
        q: 'Where are the results and non-runners?',
        a: (
          <>
            <Link to="/racing/fast-results">Fast Results</Link> shows results as they are declared,{' '}
            <Link to="/racing/results">Results</Link> lists every meeting by day and{' '}
            <Link to="/racing/non-runners">Non-Runners</Link> lists withdrawn horses.
          </>
        ),
      },
    ],
  },
  {
    id: 'site',
    title: 'Cookies, privacy and contact',
    questions: [
      {
        q: 'Why does the site forget my preferences?',
        a: (
          <>
            We only store preferences in your browser if you allow functional cookies. Change your choice on
            the <Link to="/cookies-policy">Cookies Policy</Link> page.
          </>
        ),
      },
      {
        q: 'How do I get in touch?',
        a: (
          <>
            Use the <Link to="/contact-us">contact page</Link>. For help with gambling, see{' '}
            <Link to="/safer-gambling">Safer Gambling</Link> or call the National Gambling Helpline free on{' '}
            <a href="tel:+448088020133">0808 8020 133</a>.
          </>
        ),
      },
    ],
  },
];

/** The help centre: frequently asked questions by topic. */
export function HelpPage() {
  return (
    <SitePage
      title="Help Centre"
      testId="help-page"
      intro="Answers to the questions we are asked most about accounts, My Stable, Sporting Life Plus and racecards."
    >
      <nav aria-label="Help topics">
        <ul>
          {HELP_TOPICS.map((topic) => (
            <li key={topic.id}>
              <a href={`#help-${topic.id}`}>{topic.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {HELP_TOPICS.map((topic) => (
        <section key={topic.id} aria-labelledby={`help-${topic.id}`}>
          <h2 id={`help-${topic.id}`}>{topic.title}</h2>
          {topic.questions.map((question) => (
            <details key={question.q}>
              <summary>{question.q}</summary>
              <div>{question.a}</div>
            </details>
          ))}
        </section>
      ))}
    </SitePage>
  );
}
