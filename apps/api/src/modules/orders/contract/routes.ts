import {
  contractViewSchema,
  declineContractRequestSchema,
  generateContractRequestSchema,
  idParamSchema,
  OrderAction,
  orderActionPermission,
  signContractRequestSchema,
} from '@freight/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { declineContract } from './decline-contract.js';
import { generateContract } from './generate-contract.js';
import { getContract } from './get-contract.js';
import { signContract } from './sign-contract.js';

/** Where the QR code of a signed copy points: the web app's public verification page. */
function verifyUrlBase(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}/verify`;
}

/** The contract of an order: read, generate, sign, decline (docs/api/documents.md). */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['documents'];

  app.get(
    '/orders/:id/contract',
    {
      ...guardedBy('read:document:party'),
      schema: {
        tags,
        summary: 'The contract of an order: the version to sign, its signed copy, every version',
        params: idParamSchema,
        response: { 200: contractViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getContract(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  app.post(
    '/orders/:id/contract',
    {
      ...guardedBy(orderActionPermission(OrderAction.GENERATE_CONTRACT)),
      schema: {
        tags,
        summary: 'Generate the contract PDF (a new version before the first signature)',
        params: idParamSchema,
        body: generateContractRequestSchema,
        response: { 201: contractViewSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      const view = await generateContract(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send(view);
    },
  );

  app.post(
    '/orders/:id/contract/sign',
    {
      ...guardedBy(orderActionPermission(OrderAction.SIGN_CONTRACT)),
      schema: {
        tags,
        summary: "Sign the contract version whose SHA-256 the signer saw (the caller's side)",
        params: idParamSchema,
        body: signContractRequestSchema,
        response: { 200: contractViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      signContract(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        {
          ...requestMeta(request),
          verifyUrlBase: verifyUrlBase(request),
        },
      ),
  );

  app.post(
    '/orders/:id/contract/decline',
    {
      ...guardedBy(orderActionPermission(OrderAction.DECLINE_CONTRACT)),
      schema: {
        tags,
        summary: 'Decline to sign, with a reason: the order goes back to CARRIER_SELECTED',
        params: idParamSchema,
        body: declineContractRequestSchema,
        response: { 200: contractViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      declineContract(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );
};
