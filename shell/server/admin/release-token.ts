import { loadSecret, serviceRuntime } from '@sl/server-kit';

/** The release token the running shell checks (RELEASE_TOKEN, else the one generated at first start). */
export function releaseToken(): string {
  return loadSecret(process.env.RELEASE_TOKEN, serviceRuntime('shell').dataRoot, 'release-token');
}
