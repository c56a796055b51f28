import type { z } from 'zod';
import type { OperatorRole, UserType } from '../schemas/auth.ts';

/*
 * One declaration per API call (decision 009): its method, the spec's path, the schemas of its
 * path params, query, body and response, and who may call it. The API registers its route from
 * it and the web app calls it through it, so a change to a call is one edit that the compiler
 * follows to every place it touches.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, or the bearer of an access token of one of these roles. */
export type Access = 'public' | readonly [UserType, ...UserType[]];

export interface ApiContract {
  method: HttpMethod;
  /** Under /api/v1, as the spec spells it, with `:name` for each path param. */
  path: `/${string}`;
  access: Access;
  /**
   * For operator calls: the least operator role that may make it. Support operators make the
   * calls marked `support` (and every read); `admin` calls are the admin role's alone.
   */
  operatorRole?: OperatorRole;
  /** The group the OpenAPI document files it under. */
  tag: string;
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the call needs, such as `idempotency-key` (names in lower case). */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** JSON unless the call uploads files. */
  bodyType?: 'json' | 'multipart';
  /**
   * The most bytes its body may take, for a JSON call that needs more than the server's small
   * default (JSON_BODY_LIMIT_BYTES): a blog post's HTML, a whole assistant conversation. Bigger
   * bodies are refused with 413 before they are read whole. Uploads have their own limits.
   */
  bodyLimit?: number;
  /**
   * JSON unless the call answers a file (a stored document), which the handler sends as it is,
   * with its own content type: then `response` only describes the body and is not used to
   * serialise it, and the web app opens the file rather than `call()`ing it.
   */
  responseType?: 'json' | 'file';
  /** The 200 answer, envelope included. */
  response: z.ZodType;
}

/**
 * The bytes a JSON body of at most `chars` characters of text may take as JSON.stringify writes
 * it (at most 3 bytes a character in UTF-8), with `overhead` for its names and punctuation.
 */
export function jsonBodyBytes(chars: number, overhead = 16 * 1024): number {
  return chars * 3 + overhead;
}

/** Declares a call; `const` keeps the literal path, method and roles in its type. */
export function defineContract<const C extends ApiContract>(contract: C): C {
  return contract;
}

/** A browser FormData or Node's (this package is typed without the DOM library). */
export interface MultipartBody {
  append(name: string, value: string): void;
}

type Wire<S> = S extends z.ZodType ? z.input<S> : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends: params, query and body as they travel (before the server parses them). */
export type ContractInput<C extends ApiContract> = {
  [
    K in 'params' | 'query' | 'headers' | 'body' as C[K] extends z.ZodType ? K : never
  ]: K extends 'body'
    ? C['bodyType'] extends 'multipart'
      ? MultipartBody
      : Wire<C[K]>
    : Wire<C[K]>;
};

/** What the server's handler receives: each part as its schema parsed it. */
export type ContractRequest<C extends ApiContract> = {
  params: Parsed<C['params']>;
  headers: Parsed<C['headers']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
};

/** What the handler returns (the schema's output); the serializer encodes it for the wire. */
export type ContractResult<C extends ApiContract> = z.output<C['response']>;

/**
 * What a client works with: the response decoded by its schema, so money is paise as it is
 * inside the API (decision 011).
 */
export type ContractResponse<C extends ApiContract> = z.output<C['response']>;

/** The `data` of a success envelope, decoded. */
export type ContractData<C extends ApiContract> =
  ContractResponse<C> extends { data: infer D } ? D : never;

/** The response as it travels (money in rupees): what a test's fake server answers. */
export type ContractWireResponse<C extends ApiContract> = z.input<C['response']>;

/** The `data` of a success envelope as it travels. */
export type ContractWireData<C extends ApiContract> =
  ContractWireResponse<C> extends { data: infer D } ? D : never;

/** '/customer/familyMember/updateFamilyMember/:id' with { id } -> '.../updateFamilyMember/<id>'. */
export function contractPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path param "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
