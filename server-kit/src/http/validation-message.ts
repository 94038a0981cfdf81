import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';

type SchemaErrorFormatter = NonNullable<FastifyServerOptions['schemaErrorFormatter']>;

/** Fastify's wording for one failed rule, except that a value outside a list says which values the list allows. */
function describe(error: FastifySchemaValidationError): string | undefined {
  const allowed = error.params.allowedValues;
  if (error.keyword === 'enum' && Array.isArray(allowed)) return `must be one of: ${allowed.join(', ')}`;
  return error.message;
}

/** The 400 message of a request that fails its schema: each failed rule as `<part><path> <what is wrong>`. */
export const validationMessage: SchemaErrorFormatter = (errors, dataVar) =>
  new Error(errors.map((error) => `${dataVar}${error.instancePath} ${describe(error)}`).join(', '));
