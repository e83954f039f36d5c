import {
  createEmployeeRequestSchema,
  employeeListQuerySchema,
  employeePageSchema,
  employeeSchema,
  idParamSchema,
  Role,
  updateEmployeeRequestSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRoles } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { bearerSecurity, requestMeta, serviceDeps } from '../http.js';
import { createEmployee } from './create-employee.js';
import { getEmployee, listEmployees } from './list-employees.js';
import { setEmployeeActive } from './set-employee-active.js';
import { updateEmployee } from './update-employee.js';

/** The same operations under the spec's two screens: a forwarder's and a carrier's people. */
const STAFF_SECTIONS = [
  { base: '/employees', owner: Role.FORWARDER, people: "the forwarder's employees" },
  { base: '/company-logists', owner: Role.DRIVER_COMPANY, people: "the carrier's logisticians" },
] as const;

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { base, owner, people } of STAFF_SECTIONS) {
    const guard = requireRoles(owner);
    const tags = ['employees'];

    app.get(
      base,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: `List ${people} (search, \`active=true|false\`)`,
          security: bearerSecurity,
          querystring: employeeListQuerySchema,
          response: { 200: employeePageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listEmployees(app.database.db, currentUser(request), request.query),
    );

    app.get(
      `${base}/:id`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: `One of ${people}`,
          security: bearerSecurity,
          params: idParamSchema,
          response: { 200: employeeSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => getEmployee(app.database.db, currentUser(request), request.params.id),
    );

    app.post(
      base,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: `Add one of ${people}`,
          security: bearerSecurity,
          body: createEmployeeRequestSchema,
          response: { 201: employeeSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const employee = await createEmployee(
          serviceDeps(app, request),
          currentUser(request),
          request.body,
          requestMeta(request),
        );
        return reply.code(201).send(employee);
      },
    );

    app.put(
      `${base}/:id`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: `Edit one of ${people} (empty password keeps the current one)`,
          security: bearerSecurity,
          params: idParamSchema,
          body: updateEmployeeRequestSchema,
          response: { 200: employeeSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        updateEmployee(
          serviceDeps(app, request),
          currentUser(request),
          request.params.id,
          request.body,
          requestMeta(request),
        ),
    );

    for (const [action, active] of [
      ['deactivate', false],
      ['reactivate', true],
    ] as const) {
      app.post(
        `${base}/:id/${action}`,
        {
          preHandler: guard,
          schema: {
            tags,
            summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} one of ${people}`,
            security: bearerSecurity,
            params: idParamSchema,
            response: { 200: employeeSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) =>
          setEmployeeActive(
            serviceDeps(app, request),
            currentUser(request),
            request.params.id,
            active,
            requestMeta(request),
          ),
      );
    }
  }
};
