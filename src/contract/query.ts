import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A query-string parameter that may be sent empty (`?tag=`): empty counts as not given. */
export function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToUndefined, schema.optional());
}

/** A query-string parameter with a default, which an empty value also gets. */
export function defaultedQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToUndefined, schema);
}
