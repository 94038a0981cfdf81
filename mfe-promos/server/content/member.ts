/** CONTENT_EDITORS: comma-separated emails allowed to edit (default editor@example.com, seeded by the account service). */
export function editorsFrom(value: string | undefined): string[] {
  const list = (value ?? 'editor@example.com')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  return list;
}
