// Validates a request body (or query) against a shared yup schema; failures become 400s.
import type { AnySchema, InferType } from 'yup';

export async function parseInput<S extends AnySchema>(
  schema: S,
  input: unknown,
): Promise<InferType<S>> {
  return schema.validate(input ?? {}, { abortEarly: true, stripUnknown: true }) as Promise<
    InferType<S>
  >;
}
