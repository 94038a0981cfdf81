import { Type, type Static } from 'typebox';
import type { ErrorBody } from './errors';

/** The house error body `{ error: { code, message } }` as a response schema. */
export const ErrorBodySchema = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String() }),
});

/**
 * The response schemas of every error a route can send (the service's error handler answers each one with the
 * house error body), to spread into a route's `response` beside its success statuses.
 */
export const ERROR_RESPONSES = { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema } as const;

/**
 * `true` only when A and B are assignable both ways. A response schema is a serialiser that drops what it does
 * not list, so `const _same: Same<Static<typeof Schema>, ContractType> = true;` makes a schema that drifts from
 * its contract type a compile error instead of a silently missing field.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const _errorBodySame: Same<Static<typeof ErrorBodySchema>, ErrorBody> = true;
