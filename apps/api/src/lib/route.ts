import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import type { ApiContract, ContractRequest, ContractResult, OperatorRole } from '@care/shared';
import type { AccessClaims } from '../modules/auth/access-token.ts';
import { holdsRole } from '../modules/auth/operator-role.ts';
import type { Operator } from '../plugins/auth.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** On operator routes: the least operator role that may call it. */
    operatorRole?: OperatorRole;
  }
}

export interface RouteContext<C extends ApiContract> extends ContractRequest<C> {
  /** The signed-in caller; present on every route whose contract names roles. */
  user: C['access'] extends 'public' ? AccessClaims | null : AccessClaims;
  /** The operator, on calls only operators make (access ['Admin']). */
  operator: C['access'] extends readonly ['Admin'] ? Operator : Operator | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteExtras {
  /** Hooks that run after the contract's role check, such as a write limit. */
  preHandler?: preHandlerHookHandler[];
  /**
   * Hooks that run before validation and may answer on their own, such as the listings'
   * micro-cache, which answers a page it already validated and sent before.
   */
  onRequest?: onRequestHookHandler[];
  /**
   * Checks the contract's roles on arrival, before the request is parsed or validated, so a
   * caller without the role learns nothing about what a valid request looks like (admin).
   */
  checkRoleOnRequest?: boolean;
}

/**
 * Registers the route a contract declares: its method and path, its schemas for validation,
 * serialization and the OpenAPI document, and the role check. The handler gets the parsed
 * input typed from the contract and must return the contract's response.
 */
export function route<C extends ApiContract>(
  app: FastifyInstance,
  contract: C,
  /**
   * Returns the contract's response, or the reply after sending a body it already checked
   * against the contract's schema itself (the listings send cached, pre-serialised pages).
   */
  handler: (
    context: RouteContext<C>,
  ) => Promise<ContractResult<C> | FastifyReply> | ContractResult<C> | FastifyReply,
  extras: RouteExtras = {},
): void {
  const isPublic = contract.access === 'public';
  const forOperators = contract.access !== 'public' && contract.access.includes('Admin');
  // Operator calls need the contract's operator role; a support operator reads everything.
  const neededRole = contract.operatorRole ?? 'support';
  const operatorCheck = async (request: FastifyRequest) => {
    const operator = request.operator;
    if (operator && !holdsRole(operator.role, neededRole)) {
      throw forbidden('This needs an operator of the admin role');
    }
  };
  const roleCheck =
    contract.access === 'public'
      ? []
      : [app.requireRole(...contract.access), ...(forOperators ? [operatorCheck] : [])];
  const options: RouteOptions = {
    method: contract.method,
    url: contract.path,
    // A contract may need more than the small default; a larger setting is never cut down.
    ...(contract.bodyLimit
      ? { bodyLimit: Math.max(contract.bodyLimit, app.config.http.jsonBodyLimitBytes) }
      : {}),
    // Read by the test that walks every registered operator route.
    config: forOperators ? { operatorRole: neededRole } : {},
    schema: {
      tags: [contract.tag],
      ...(contract.summary ? { summary: contract.summary } : {}),
      ...(isPublic ? {} : { security: [{ bearer: [] }] }),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.headers ? { headers: contract.headers } : {}),
      ...(contract.body && contract.bodyType !== 'multipart' ? { body: contract.body } : {}),
      // A multipart body is parsed by the handler; the document still says what it takes.
      ...(contract.bodyType === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      // A file is sent by the handler with its own type; there is no JSON to serialise.
      ...(contract.responseType === 'file' ? {} : { response: { 200: contract.response } }),
    },
    onRequest: [...(extras.checkRoleOnRequest ? roleCheck : []), ...(extras.onRequest ?? [])],
    preHandler: [...(extras.checkRoleOnRequest ? [] : roleCheck), ...(extras.preHandler ?? [])],
    handler: async (request, reply) => {
      if (!isPublic && !request.user) throw unauthorized();
      return handler({
        params: request.params,
        query: request.query,
        headers: request.headers,
        body: request.body,
        user: request.user,
        operator: request.operator,
        request,
        reply,
      } as RouteContext<C>);
    },
  };
  app.route(options);
}
