import { Link } from '@sl/contracts/routing';
import { CATEGORY_INFO, STORAGE_CATALOGUE, type ConsentCategory } from '../consent/catalogue';
import { ConsentPanel } from './ConsentPanel';
import { External, SitePage } from './SitePage';

const CATEGORIES: ConsentCategory[] = ['essential', 'functional', 'analytics'];

/** The cookies policy: the consent controls, then every cookie and storage key the site sets, by category. */
export function CookiesPolicyPage() {
  return (
    <SitePage
      title="Cookies Policy"
      testId="cookies-policy-page"
      intro="Cookies are small files a website stores in your browser; local and session storage do the same job in a different place. This page lists every one Sporting Life uses and lets you choose which we may use."
    >
      <ConsentPanel />

      <h2>How we ask</h2>
      <p>
        Until you choose, we use essential cookies and storage only: anything else the site would store is
        kept in the page’s memory and forgotten when you leave. When you accept a category, what it needs is
        stored; when you withdraw, we delete what it stored. We keep your answer, with the date and the
        version of this policy, for 12 months and ask again then, or sooner if this list changes.
      </p>

      {CATEGORIES.map((category) => {
        const entries = STORAGE_CATALOGUE.filter((e) => e.category === category);
        return (
          <section key={category} aria-labelledby={`cookies-${category}`}>
            <h2 id={`cookies-${category}`}>{CATEGORY_INFO[category].label} cookies and storage</h2>
            <p>{CATEGORY_INFO[category].description}</p>
            <div
              className="table-wrap"
              tabIndex={0}
              role="region"
              aria-label={`${CATEGORY_INFO[category].label} cookies table, scrolls sideways`}
            >
              <table data-testid={`cookie-table-${category}`}>
                <caption>{CATEGORY_INFO[category].label}</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Type</th>
                    <th scope="col">Purpose</th>
                    <th scope="col">Duration</th>
                    <th scope="col">Set by</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={`${entry.kind}-${entry.name}`}>
                      <th scope="row">
                        <code>{entry.name}</code>
                      </th>
                      <td>{entry.kind}</td>
                      <td>{entry.purpose}</td>
                      <td>{entry.duration}</td>
                      <td>{entry.setBy}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}

      <h2>Analytics and tag managers</h2>
      <p>
        Sporting Life sets no analytics cookies of its own. If a measurement tag or consent manager is
        configured for the site, it loads with every storage type set to denied (Google Consent Mode) and is
        told of your answer: analytics storage follows your analytics choice, and advertising storage always
        stays denied.
      </p>

      <h2>Other websites</h2>
      <p>
        Bookmakers and other sites we link to set their own cookies when you visit them, under their own
        policies. Social media icons on our pages are plain links and set nothing until you click them.
      </p>

      <h2>Controlling cookies in your browser</h2>
      <p>
        You can also block or delete cookies and site data in your browser settings. Blocking essential
        storage will stop sign-in from working. The Information Commissioner’s Office explains more at{' '}
        <External href="https://ico.org.uk/for-the-public/online/cookies/">ico.org.uk</External>. How we use
        personal data is in our <Link to="/privacy">Privacy Notice</Link>.
      </p>
    </SitePage>
  );
}
