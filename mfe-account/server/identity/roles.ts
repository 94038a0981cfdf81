import { RELEASE_MANAGER_ROLE } from '@sl/contracts/release';
import { normaliseEmail } from './accounts';

/** The demo release manager (seed.ts), the default list where the demo members are seeded. */
export const DEMO_RELEASE_MANAGER = 'release@example.com';

/**
 * RELEASE_MANAGERS: comma-separated emails (any case) of the people who may release. Unset, it names the demo
 * release manager only where the demo members are seeded: registration does not prove an email address, so
 * without the seed anyone could register release@example.com and release. Set but empty, it names no one.
 */
export function releaseManagersFrom(value: string | undefined, demo: boolean): string[] {
  return (value ?? (demo ? DEMO_RELEASE_MANAGER : '')).split(',').map(normaliseEmail).filter(Boolean);
}

/** The roles the provider gives an account (the `roles` claim): the release manager role by email, else none. */
export function rolesFor(email: string, releaseManagers: readonly string[]): string[] {
  return releaseManagers.includes(normaliseEmail(email)) ? [RELEASE_MANAGER_ROLE] : [];
}
