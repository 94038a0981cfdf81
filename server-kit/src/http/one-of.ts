import { Type, type TSchemaOptions } from 'typebox';

/**
 * A schema for one of the values (strings, or numbers such as ids) in a const list, typed as their union. The one way to write it: TypeBox types
 * `Type.Union(list.map((x) => Type.Literal(x)))` as `never` (so handlers had to cast the body), and a union of
 * literals answers a bad value with one "must be equal to constant" per value; an enum answers it with the
 * allowed values (see `createService`).
 */
export function oneOf<const T extends readonly (string | number)[]>(values: T, options?: TSchemaOptions) {
  return Type.Enum<[...T]>(values, options);
}
