/**
 * CONTENT_EDITORS: comma-separated emails allowed to edit. Unset, it is the demo editor (editor@example.com) only
 * while the account service seeds the demo accounts (ACCOUNT_SEED_DEMO not false, read from the same shared
 * configuration); otherwise nobody. Registration does not verify emails, so a default address in production would
 * belong to whoever registered it first.
 */
export function editorsFrom(
  value: string | undefined,
  demoSeeded = process.env.ACCOUNT_SEED_DEMO !== 'false',
): string[] {
  const list = (value ?? (demoSeeded ? 'editor@example.com' : ''))
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  return list;
}
