import { renderStandalone } from '@sl/ui/standalone';
import AccountApp from './exposes/AccountApp';

/** The account remote on its own page, without the shell: for the account team's local work. */
renderStandalone(
  <main style={{ maxWidth: 1000, margin: '0 auto', padding: 16 }}>
    <AccountApp />
  </main>,
);
