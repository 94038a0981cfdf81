/** Seconds a client is told to wait before asking again while a dependency is away (a database restart). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

// Connection-level failures, of a socket (Node) or of the PostgreSQL protocol: SQLSTATE class 08 (connection
// exception) and 57P01-57P03 (the server shutting down, crashed, or not accepting connections yet).
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const POSTGRES_CODES = /^(08\w{3}|57P0[123])$/;

/**
 * True when an error says a dependency the answer needs (the database, mostly) could not be reached, not that the
 * request or our code was wrong: the client gets 503 with Retry-After instead of a 500, and may try again.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
  // node-postgres's own words for a connection that died mid-query; it sets no code.
  return typeof message === 'string' && /^Connection terminated( unexpectedly)?/.test(message);
}
