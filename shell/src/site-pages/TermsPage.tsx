import { Link } from '@sl/contracts/routing';
import { SitePage } from './SitePage';

/** The terms of use of the site, accounts and Sporting Life Plus. */
export function TermsPage() {
  return (
    <SitePage
      title="Terms and Conditions"
      testId="terms-page"
      intro="These terms apply when you use the Sporting Life website and apps, create an account or join Sporting Life Plus. Please read them; by using the site you accept them."
    >
      <h2>1. Using the site</h2>
      <ol>
        <li>You may use the site for your own personal, non-commercial use.</li>
        <li>
          Betting information, odds and offers are for people aged 18 and over. Free-bet offers are only for
          visitors in the UK and Ireland.
        </li>
        <li>
          We work to keep the site available and accurate, but we may change, suspend or withdraw any part of
          it, for example for maintenance.
        </li>
      </ol>

      <h2>2. Your account</h2>
      <ol>
        <li>
          Give us accurate details, keep your password to yourself and tell us if you think it is known to
          others.
        </li>
        <li>One account per person. Accounts are for people aged 18 and over.</li>
        <li>
          We may suspend or close an account that breaks these terms, for example one used to attack the site
          or to post abuse, and will tell you why unless the law stops us.
        </li>
        <li>
          You can close your account at any time through our <Link to="/contact-us">contact page</Link>.
        </li>
      </ol>

      <h2>3. Sporting Life Plus</h2>
      <ol>
        <li>
          The price, what it includes and how often you pay are shown on the{' '}
          <Link to="/sporting-life-plus">Plus page</Link> before you pay. The subscription renews at the end
          of each period until you cancel.
        </li>
        <li>
          You can cancel at any time from the Plus page; you keep access until the end of the period you have
          paid for, and no further payments are taken.
        </li>
        <li>
          You also have the right to cancel within 14 days of joining under the Consumer Contracts Regulations
          2013. If you ask for Plus to start straight away, we may keep a proportionate amount for the days
          you had it.
        </li>
        <li>
          If we change the price we tell you before your next payment, and you can cancel before it applies.
        </li>
      </ol>

      <h2>4. Tips, odds and information</h2>
      <ol>
        <li>
          Tips are our tipsters’ opinions, not advice or a promise of any result. Past performance, including
          the records on our <Link to="/tips/tipping-records">tipping records</Link> page, is no guide to the
          future.
        </li>
        <li>
          Odds, racecards and results can change or contain errors. Always check the odds and terms with the
          bookmaker before you bet; the bookmaker’s own terms decide your bet.
        </li>
        <li>
          Only bet what you can afford to lose. See <Link to="/safer-gambling">Safer Gambling</Link>.
        </li>
      </ol>

      <h2>5. Links and offers from other companies</h2>
      <p>
        We link to bookmakers and other websites, and we may be paid when you open an account with a bookmaker
        through our links. Their sites, offers and terms are their responsibility; read the full terms of any
        offer before you take it up.
      </p>

      <h2>6. Our content</h2>
      <p>
        The text, data, images and design of the site belong to Sporting Life or our licensors. You may share
        links to our pages and quote short extracts with credit, but you may not copy, republish, sell or
        systematically extract our content, racecards or data, by automated means or otherwise, without our
        written permission.
      </p>

      <h2>7. Acceptable use</h2>
      <ul>
        <li>Do not use the site for anything unlawful, fraudulent or harmful.</li>
        <li>
          Do not try to gain unauthorised access to the site, other accounts or our systems, or to disrupt
          them.
        </li>
        <li>Do not send abusive, defamatory or unlawful material through our forms.</li>
      </ul>

      <h2>8. Our liability</h2>
      <ol>
        <li>
          We are not responsible for any betting losses, or for decisions you make using our tips or data.
        </li>
        <li>
          We are not responsible for losses that were not foreseeable, or for business losses: the site is for
          personal use.
        </li>
        <li>
          Nothing in these terms limits our liability for death or personal injury caused by our negligence,
          for fraud, or any other liability that cannot be limited by law, and nothing affects your statutory
          rights as a consumer under the Consumer Rights Act 2015.
        </li>
      </ol>

      <h2>9. Privacy and cookies</h2>
      <p>
        How we use your personal data is explained in our <Link to="/privacy">Privacy Notice</Link>, and our
        use of cookies in the <Link to="/cookies-policy">Cookies Policy</Link>.
      </p>

      <h2>10. Changes and the law that applies</h2>
      <ol>
        <li>
          We may update these terms; the date at the top shows the latest version. Changes that affect Plus
          members are notified before they apply.
        </li>
        <li>
          These terms are governed by the law of England and Wales. If you live in Scotland or Northern
          Ireland you may also bring proceedings in your local courts.
        </li>
      </ol>
    </SitePage>
  );
}
