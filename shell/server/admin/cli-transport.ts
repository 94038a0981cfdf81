import {
  internalUrl,
  loadSecret,
  migrate,
  openDb,
  serviceRuntime,
  type Db,
  type Migration,
} from '@sl/server-kit';

export interface AdminRequest {
  method: string;
  path: string;
  body?: unknown;
}

/** The release token the running shell checks (RELEASE_TOKEN, else the one generated at first start). */
export function releaseToken(): string {
  return loadSecret(process.env.RELEASE_TOKEN, serviceRuntime('shell').dataRoot, 'release-token');
}

/**
 * Sends a release manager's command to the running shell's admin API, so every replica sees it at once.
 * Null when no shell answers (the caller then uses the database directly); an error answer throws its message.
 */
export async function callShellAdminApi<T>(request: AdminRequest, token: string): Promise<T | null> {
  let response: Response;
  try {
    response = await fetch(`${internalUrl('shell')}${request.path}`, {
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
  const payload = (await response.json()) as T | { error: { message: string } };
  if (!response.ok) {
    const message = (payload as { error?: { message?: string } }).error?.message;
    throw new Error(message ?? `HTTP ${response.status}`);
  }
  return payload as T;
}

/** Opens the shell's database (migrated) for one command when no shell is running, and closes it after. */
export async function withShellDb<T>(migrations: Migration[], run: (db: Db) => Promise<T>): Promise<T> {
  const runtime = serviceRuntime('shell');
  const db = await openDb({ service: 'shell', databaseUrl: runtime.databaseUrl, dataRoot: runtime.dataRoot });
  try {
    await migrate(db, migrations);
    return await run(db);
  } finally {
    await db.close();
  }
}
