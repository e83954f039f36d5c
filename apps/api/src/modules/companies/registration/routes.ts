import {
  CompanyKind,
  companyDocumentKindSchema,
  companyProfileSchema,
  DOCUMENT_CONTENT_TYPES,
  registrationRequestSchema,
  registrationResponseSchema,
  registrationResubmitRequestSchema,
  stagedDocumentSchema,
  ValidationMessage,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy, publicRoute } from '../../../platform/auth/guard.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { receiveUpload } from '../../../platform/files/multipart.js';
import { keepBlobIfRecorded } from '../../../platform/files/upload.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { getRegistrationStatus } from './get-registration-status.js';
import { registerCompany } from './register-company.js';
import { resubmitRegistration } from './resubmit-registration.js';
import { stageRegistrationDocument } from './stage-registration-document.js';

const REGISTRATION_PATHS = [
  { path: '/registration/expeditors/startRegister', kind: CompanyKind.FORWARDER },
  { path: '/driver-companies/registration', kind: CompanyKind.CARRIER },
] as const;

/** Public sign-up of forwarders and carriers, and the rejected owner's review page. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = {
    max: app.config.registrationRateLimitMax,
    timeWindow: app.config.registrationRateLimitWindowMs,
  };

  app.post(
    '/registration/documents',
    {
      ...publicRoute({ rateLimit }),
      schema: {
        tags: ['registration'],
        summary: 'Upload one registration document (staged until a registration names its id)',
        description:
          'multipart/form-data with a text field `kind` (CHARTER, VAT_CERTIFICATE or ' +
          'POWER_OF_ATTORNEY) and one `file`: PDF, JPEG, PNG or WebP, at most 10 MB. The type ' +
          'is detected from the content. Answers the id to put into `documents.<kind>`.',
        consumes: ['multipart/form-data'],
        response: { 201: stagedDocumentSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, app.files, {
        allowedContentTypes: DOCUMENT_CONTENT_TYPES,
      });
      const staged = await keepBlobIfRecorded(app.files, upload.blob, async () => {
        const kind = companyDocumentKindSchema.safeParse(upload.fields.kind);
        if (!kind.success) {
          throw new AppError('VALIDATION_FAILED', { fields: { kind: ValidationMessage.INVALID } });
        }
        return stageRegistrationDocument(serviceDeps(app, request), upload.blob, kind.data);
      });
      return reply.code(201).send(staged);
    },
  );

  for (const { path, kind } of REGISTRATION_PATHS) {
    app.post(
      path,
      {
        ...publicRoute({ rateLimit }),
        schema: {
          tags: ['registration'],
          summary: `Register a ${kind === CompanyKind.FORWARDER ? 'forwarder (expeditor)' : 'carrier (driver company)'}; it waits for the security service's review`,
          body: registrationRequestSchema,
          response: { 201: registrationResponseSchema, ...errorResponses(400, 409, 429, 500) },
        },
      },
      async (request, reply) => {
        const result = await registerCompany(
          serviceDeps(app, request),
          kind,
          request.body,
          requestMeta(request),
        );
        return reply.code(201).send(result);
      },
    );
  }

  // The owner of a rejected company signs in to a session marked under review: these two
  // routes are what it may use (the permission admits it during review).
  const ownerDuringReview = guardedBy('manage:registration:own');

  app.get(
    '/registration/status',
    {
      ...ownerDuringReview,
      schema: {
        tags: ['registration'],
        summary: "The owner's registration: status, the security service's comment, history",
        response: { 200: companyProfileSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getRegistrationStatus(serviceDeps(app, request), currentUser(request)),
  );

  app.put(
    '/registration',
    {
      ...ownerDuringReview,
      schema: {
        tags: ['registration'],
        summary: 'Correct a rejected registration and send it back to review',
        body: registrationResubmitRequestSchema,
        response: { 200: companyProfileSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      resubmitRegistration(
        serviceDeps(app, request),
        currentUser(request),
        request.body,
        requestMeta(request),
      ),
  );
};
