// The one way an area adds an endpoint: it declares the route's input (path parameters, query,
// body) beside the handler, and the handler receives only the parsed input. A route needs a
// signed-in caller (checked before its input) unless declared public. Every path parameter
// is a record id unless the route declares another schema for it; a query or body the route does
// not declare never reaches it. The declarations are kept so the input fuzz test can find a route
// that bypasses them (functions/test/input/input-fuzz.int.test.ts).
import type { Request, Response, Router } from 'express';
import { recordId } from '@portico/common/input/record-id';
import { object, type AnySchema, type InferType } from 'yup';
import { parseInput } from './parse-input';
import { requireSignedIn, type Principal } from './principal';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The names of a route's `:params`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Parsed<S> = S extends AnySchema ? InferType<S> : undefined;

export interface RouteInput<P extends string, Q, B> {
  /** Anyone may call it (sign-in, branding); every other route needs a signed-in caller first. */
  public?: true;
  /** Schemas for path parameters that are not record ids (a list name, a file number). */
  params?: Partial<Record<ParamNames<P>, AnySchema>>;
  query?: Q;
  /** The body's schema, or for a body that depends on a path parameter, the schema for them. */
  body?: B | ((params: Record<string, string>) => B);
}

export interface ParsedRequest<P extends string, Q, B> {
  params: Record<ParamNames<P>, string>;
  query: Parsed<Q>;
  body: Parsed<B>;
  principal: Principal | null | undefined;
}

export interface DeclaredInput {
  method: Method;
  path: string;
  public: boolean;
  params: Record<string, AnySchema>;
  query?: AnySchema;
  body?: (params: Record<string, string>) => AnySchema;
}

type Handler<P extends string, Q, B> = (
  input: ParsedRequest<P, Q, B>,
  res: Response,
  /** For what is not input: the caller's address and agent (sign-in context). */
  req: Request,
) => Promise<void>;

const declared = new WeakMap<object, DeclaredInput>();

/** The input a router layer's handler declared, or undefined when it was added another way. */
export const declaredInputOf = (handle: object): DeclaredInput | undefined => declared.get(handle);

function declare<
  P extends string,
  Q extends AnySchema | undefined,
  B extends AnySchema | undefined,
>(
  router: Router,
  method: Method,
  path: P,
  input: RouteInput<P, Q, B>,
  handler: Handler<P, Q, B>,
): void {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const paramSchemas: Record<string, AnySchema> = Object.fromEntries(
    names.map((name) => [
      name,
      (input.params as Record<string, AnySchema> | undefined)?.[name] ??
        recordId(name).required(`${name} is missing`),
    ]),
  );
  const paramsSchema = object(paramSchemas);
  const { body: bodyInput } = input;
  const bodySchema =
    bodyInput === undefined
      ? undefined
      : typeof bodyInput === 'function'
        ? (bodyInput as (params: Record<string, string>) => AnySchema)
        : () => bodyInput as AnySchema;
  const handle = async (req: Request, res: Response) => {
    if (!input.public) requireSignedIn(req.principal);
    const params = await parseInput(paramsSchema, { ...req.params }, 'params');
    const query = input.query
      ? await parseInput(input.query, { ...req.query }, 'query')
      : undefined;
    const body = bodySchema ? await parseInput(bodySchema(params), req.body, 'body') : undefined;
    await handler(
      { params, query, body, principal: req.principal } as ParsedRequest<P, Q, B>,
      res,
      req,
    );
  };
  declared.set(handle, {
    method,
    path,
    public: input.public === true,
    params: paramSchemas,
    query: input.query,
    body: bodySchema,
  });
  router[method](path, handle);
}

/** Declares routes on `router`: `routes.patch('/users/:id', { body: schema }, handler)`. */
export function declareRoutes(router: Router) {
  const on =
    (method: Method) =>
    <
      P extends string,
      Q extends AnySchema | undefined = undefined,
      B extends AnySchema | undefined = undefined,
    >(
      path: P,
      input: RouteInput<P, Q, B>,
      handler: Handler<P, Q, B>,
    ) =>
      declare(router, method, path, input, handler);
  return {
    get: on('get'),
    post: on('post'),
    put: on('put'),
    patch: on('patch'),
    delete: on('delete'),
  };
}

export type DeclaredRoutes = ReturnType<typeof declareRoutes>;
