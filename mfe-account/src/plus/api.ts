import { createContext, useContext } from 'react';
import type { AxiosInstance } from 'axios';
import { apiClient, authScheme, authStore, isHttpError } from '@sl/contracts';
import {
  PLUS_PATHS,
  type PlusJoinRequest,
  type PlusMembershipResponse,
  type PlusPlansResponse,
} from '@sl/contracts/plus';

/** The account service's Plus calls; membership, join and cancel are the signed-in member's. */
export interface PlusApi {
  plans: () => Promise<PlusPlansResponse>;
  membership: () => Promise<PlusMembershipResponse>;
  join: (request: PlusJoinRequest) => Promise<PlusMembershipResponse>;
  cancel: () => Promise<PlusMembershipResponse>;
}

/** A refusal the member should read (declined card, already a member), with the service's own words. */
export class PlusApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PlusApiError';
  }
}

async function authHeaders(): Promise<Record<string, string>> {
  const state = authStore.getState();
  const token = await state.actions.getAccessToken();
  if (!token) throw new PlusApiError('Please log in to manage Sporting Life Plus.', 'NOT_SIGNED_IN', 401);
  return { Authorization: `${authScheme(authStore.getState().isMigrated)} ${token}` };
}

function explain(error: unknown): never {
  if (isHttpError<{ error?: { code?: string; message?: string } }>(error) && error.response) {
    const body = error.response.data?.error;
    throw new PlusApiError(
      body?.message ?? 'Something went wrong. Please try again.',
      body?.code ?? 'ERROR',
      error.response.status,
    );
  }
  if (error instanceof PlusApiError) throw error;
  throw new PlusApiError(
    'We could not reach Sporting Life. Check your connection and try again.',
    'NETWORK',
    0,
  );
}

function createPlusApi(client: AxiosInstance = apiClient): PlusApi {
  return {
    plans: () =>
      client
        .get<PlusPlansResponse>(PLUS_PATHS.plans)
        .then((r) => r.data)
        .catch(explain),
    membership: async () =>
      client
        .get<PlusMembershipResponse>(PLUS_PATHS.membership, { headers: await authHeaders() })
        .then((r) => r.data)
        .catch(explain),
    join: async (request) =>
      client
        .post<PlusMembershipResponse>(PLUS_PATHS.join, request, { headers: await authHeaders() })
        .then((r) => r.data)
        .catch(explain),
    cancel: async () =>
      client
        .post<PlusMembershipResponse>(PLUS_PATHS.cancel, undefined, { headers: await authHeaders() })
        .then((r) => r.data)
        .catch(explain),
  };
}

export const PlusApiContext = createContext<PlusApi>(createPlusApi());
export const usePlusApi = () => useContext(PlusApiContext);
