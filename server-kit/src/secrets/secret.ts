import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret from the environment, or else generated at first start and kept (mode 0600) in the data folder, so
 * nothing secret is ever committed and a restart keeps the same value.
 */
export function loadSecret(envValue: string | undefined, dataRoot: string, name: string): string {
  if (envValue) return envValue;
  const file = path.resolve(dataRoot, 'secrets', name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch {
    // Not generated yet.
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'w' });
  return secret;
}
