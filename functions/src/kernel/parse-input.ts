// Validates a request's body, query or params against a shared yup schema before a service sees
// it; a failure is an Invalid error carrying the schema's (the spec's) message.
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { Invalid } from './errors';

export async function parseInput<S extends AnySchema>(
  schema: S,
  input: unknown,
): Promise<InferType<S>> {
  try {
    return (await schema.validate(input ?? {}, {
      abortEarly: true,
      stripUnknown: true,
    })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw new Invalid(error.errors[0] ?? error.message);
    throw error;
  }
}
