import { API_TIMEOUT_MS, authScheme, authStore, type RegistryRow } from '@sl/contracts';
import {
  registryRequest,
  type AuditEntry,
  type RatesCommand,
  type RegistryCommand,
  type RegistryStatus,
  type ReleaseRecord,
  type RemoteRates,
} from '@sl/contracts/release';

/** A refused or failed call: the API's own message ("Unknown remote…", "… is not a release manager…"). */
export class ConsoleApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

/**
 * Sends one command to the release managers' API as the signed-in person, with the access token the shell's
 * session keeps (renewed first when it has run out). The request is the CLI's own (registryRequest).
 */
async function send<T>(command: RegistryCommand | RatesCommand): Promise<T> {
  const state = authStore.getState();
  const token = await state.actions.getAccessToken();
  if (!token) throw new ConsoleApiError('Your session has ended: sign in again.', 401);
  const request = registryRequest(command);
  let response: Response;
  try {
    response = await fetch(request.path, {
      method: request.method,
      headers: {
        authorization: `${authScheme(state.isMigrated)} ${token}`,
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
      body: request.body ? JSON.stringify(request.body) : undefined,
      // The site's API time-out (spec document 2, section 9): a shell that hangs must not leave a change "sending".
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'TimeoutError')
      throw new ConsoleApiError(
        `The release API did not answer within ${API_TIMEOUT_MS / 1000} s: look at the console again before retrying.`,
        0,
      );
    throw new ConsoleApiError(
      'The release API could not be reached: check your connection and try again.',
      0,
    );
  }
  const payload = (await response.json().catch(() => null)) as T | { error?: { message?: string } } | null;
  if (!response.ok) {
    const message = (payload as { error?: { message?: string } } | null)?.error?.message;
    throw new ConsoleApiError(message ?? `The release API answered ${response.status}.`, response.status);
  }
  return payload as T;
}

/** The console's reads; every change goes through `change` with the command the CLI would send. */
export const consoleApi = {
  list: () => send<RegistryStatus[]>({ op: 'list' }),
  history: (name: string) => send<ReleaseRecord[]>({ op: 'history', name, limit: 20 }),
  rates: (name: string) => send<RemoteRates>({ op: 'rates', name }),
  audit: () => send<AuditEntry[]>({ op: 'audit', limit: 20 }),
  change: (command: Exclude<RegistryCommand, { op: 'list' | 'history' | 'audit' }>) =>
    send<RegistryRow>(command),
};

export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'Something went wrong: please try again.';
