import { internalUrl, serviceRuntime, type ServiceName } from '../config/site';
import type { Db } from '../db/db';
import { migrate, type Migration } from '../db/migrate';
import { openDb } from '../db/open';

export interface AdminRequest {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * Sends a release manager's command to the running service's admin API, so every replica sees it at once.
 * Null when no service answers (the caller then uses the database directly); an error answer throws its message.
 */
export async function callAdminApi<T>(
  service: ServiceName,
  request: AdminRequest,
  token: string,
): Promise<T | null> {
  let response: Response;
  try {
    response = await fetch(`${internalUrl(service)}${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
      body: request.body ? JSON.stringify(request.body) : undefined,
    });
  } catch {
    return null;
  }
  const payload = (await response.json()) as T | { error?: { message?: string } };
  if (!response.ok) {
    const message = (payload as { error?: { message?: string } }).error?.message;
    throw new Error(message ?? `HTTP ${response.status}`);
  }
  return payload as T;
}

/** Opens a service's database (migrated) for one command when the service is not running, and closes it after. */
export async function withServiceDb<T>(
  service: ServiceName,
  migrations: Migration[],
  run: (db: Db) => Promise<T>,
): Promise<T> {
  const runtime = serviceRuntime(service);
  const db = await openDb({ service, databaseUrl: runtime.databaseUrl, dataRoot: runtime.dataRoot });
  try {
    await migrate(db, migrations);
    return await run(db);
  } finally {
    await db.close();
  }
}
