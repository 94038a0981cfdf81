import type { AccountsRepository, NewAccount } from './accounts';
import { DEMO_RELEASE_MANAGER } from './roles';

/**
 * Demo members for local use only (listed in mfe-account/README.md). Seeded when missing; never overwritten.
 * Production sets ACCOUNT_SEED_DEMO=false.
 */
const DEMO_ACCOUNTS: NewAccount[] = [
  { email: 'free@example.com', name: 'Freddie Free', password: 'free-member-1', canLinkTo: ['15', '17'] },
  {
    email: 'plus@example.com',
    name: 'Priya Plus',
    password: 'plus-member-1',
    premium: true,
    upgradable: false,
    canLinkTo: ['4', '6', '15', '17'],
  },
  {
    email: 'excluded@example.com',
    name: 'Sam Excluded',
    password: 'excluded-member-1',
    selfExclusion: ['bet', 'casino'],
    sensitiveAudience: true,
  },
  { email: 'part@example.com', name: 'Pat Partial', password: 'part-member-1', registration: 'part' },
  {
    email: 'migrated@example.com',
    name: 'Mo Migrated',
    password: 'migrated-member-1',
    migrated: true,
    canLinkTo: ['15', '17'],
  },
  {
    email: 'maintenance@example.com',
    name: 'Max Maintenance',
    password: 'maintenance-member-1',
    ssoNeedsRedirect: true,
  },
  // The newsroom: CONTENT_EDITORS in the promos service names this email (mfe-promos/README.md).
  { email: 'editor@example.com', name: 'Eddie Editor', password: 'editor-member-1' },
  // Releases: RELEASE_MANAGERS names this email by default while the demo is seeded (roles.ts).
  { email: DEMO_RELEASE_MANAGER, name: 'Rita Release', password: 'release-manager-1' },
];

export async function seedDemoAccounts(accounts: AccountsRepository): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (!(await accounts.findByEmail(account.email))) await accounts.create(account);
  }
}
