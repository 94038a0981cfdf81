import axios, { type AxiosInstance, isAxiosError, isCancel } from 'axios';
import { API_TIMEOUT_MS } from '../constants/timing';

export interface ApiClientOptions {
  /** The API host; empty means same origin as the page (the shell's gateway). */
  host?: string;
  timeout?: number;
  logger?: Pick<Console, 'error'>;
}

/**
 * The one HTTP client factory (spec document 1, section 7): base path /api on the configured host with a
 * configured time-out; failed requests and responses are logged (url, params, status, data) then rejected.
 */
export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const { host = '', timeout = API_TIMEOUT_MS, logger = console } = options;
  const client = axios.create({ baseURL: `${host}/api`, timeout });
  client.interceptors.request.use(undefined, (error: unknown) => {
    logger.error('api request failed', { error: error instanceof Error ? error.message : String(error) });
    return Promise.reject(error);
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    // A request its page no longer wants (navigation, unmount, a refetch replacing it) was cancelled, not failed.
    if (isCancel(error)) return Promise.reject(error);
    if (isAxiosError(error)) {
      logger.error('api response failed', {
        url: error.config?.url,
        params: error.config?.params as unknown,
        status: error.response?.status,
        data: error.response?.data as unknown,
      });
    } else {
      logger.error('api response failed', { error: String(error) });
    }
    return Promise.reject(error);
  });
  return client;
}

export const apiClient = createApiClient();

/**
 * Remotes tell an HTTP failure from other errors with this, not with an import of their own from axios: @sl/contracts
 * is a shared singleton, so the page carries one axios (an import from 'axios' in a remote bundles a second copy).
 */
export { isAxiosError as isHttpError };
