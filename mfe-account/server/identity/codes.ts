import { createHash, randomBytes } from 'node:crypto';
import type { AppInstance } from '@sl/server-kit';

/** A PKCE verifier (43 characters of base64url) and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** The spec's "verifier URL" (document 1, section 7): answers verifier and challenge, never cached. */
export async function codesRoutes(app: AppInstance) {
  app.get('/api/account/v1/auth/codes', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return pkcePair();
  });
}
