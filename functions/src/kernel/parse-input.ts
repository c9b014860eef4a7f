// Validates a request's body, query or path parameters against a shared yup schema before a
// service sees it; a failure is an Invalid error carrying the schema's (the spec's) message.
// The input is checked first for what no schema should have to think of (kernel/input-shape.ts).
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { Invalid } from './errors';
import { textProblem } from '@portico/common/input/text-rules';
import { checkPlainInput, checkTypes } from './input-shape';

/** Where the input came from: a JSON body is typed; query and path values are always text. */
export type InputSource = 'body' | 'query' | 'params';

const SOURCE_NAMES: Record<InputSource, string> = {
  body: 'Request body',
  query: 'Query',
  params: 'Path',
};

/** Query and path values: each given once, as text of one line. */
function checkTextValues(input: unknown): void {
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (Array.isArray(value)) throw new Invalid(`${name} was given more than once`);
    if (typeof value !== 'string') throw new Invalid(`${name} must be text`);
    const problem = textProblem(value, name, 'one');
    if (problem) throw new Invalid(problem);
  }
}

export async function parseInput<S extends AnySchema>(
  schema: S,
  input: unknown,
  source: InputSource = 'body',
): Promise<InferType<S>> {
  const value = input ?? {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new Invalid(`${SOURCE_NAMES[source]} must be a JSON object`);
  checkPlainInput(value, SOURCE_NAMES[source]);
  if (source === 'body') checkTypes(schema, value, 'Request body');
  else checkTextValues(value);
  return checkValue(schema, value);
}

/** Validates a value the server holds (not request input) against a shared schema. */
export async function checkValue<S extends AnySchema>(
  schema: S,
  value: unknown,
): Promise<InferType<S>> {
  try {
    return (await schema.validate(value, { abortEarly: true, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw new Invalid(error.errors[0] ?? error.message);
    throw error;
  }
}
