import { Link } from '@sl/contracts/routing';
import { ContactPageForm } from './ContactForm';
import { SitePage } from './SitePage';

/** Contact us: where to go for what, and the contact form. */
export function ContactPage() {
  return (
    <SitePage
      title="Contact Us"
      testId="contact-page"
      intro="Questions about racecards, tips, your account or Sporting Life Plus, corrections and ideas: send us a message and our team will reply by email."
    >
      <h2>Before you write</h2>
      <ul>
        <li>
          Many questions are answered in the <Link to="/help">Help Centre</Link>.
        </li>
        <li>
          For your personal data, choose “Privacy and my data”; our <Link to="/privacy">Privacy Notice</Link>{' '}
          explains your rights.
        </li>
        <li>
          If gambling is causing you problems, the National Gambling Helpline is free and open 24 hours a day
          on <a href="tel:+448088020133">0808 8020 133</a>. More support is on our{' '}
          <Link to="/safer-gambling">Safer Gambling</Link> page.
        </li>
        <li>Sporting Life does not take bets: for a bet or a bookmaker account, contact the bookmaker.</li>
      </ul>

      <h2>Send us a message</h2>
      <p>
        All fields are required. Your browser solves a short privacy-friendly verification before sending.
      </p>
      <ContactPageForm />
    </SitePage>
  );
}
