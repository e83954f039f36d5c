import {
  createEmployeeRequestSchema,
  employeeListQuerySchema,
  employeePageSchema,
  employeeSchema,
  idParamSchema,
  updateEmployeeRequestSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { createEmployee } from './create-employee.js';
import { getEmployee, listEmployees } from './list-employees.js';
import { setEmployeeActive } from './set-employee-active.js';
import { STAFF_SECTIONS } from './staff-scope.js';
import { updateEmployee } from './update-employee.js';

/** The same operations under the spec's two screens: a forwarder's and a carrier's people. */
const STAFF_PATHS = [
  { base: '/employees', section: STAFF_SECTIONS.employees, people: "the forwarder's employees" },
  {
    base: '/company-logists',
    section: STAFF_SECTIONS.logisticians,
    people: "the carrier's logisticians",
  },
] as const;

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { base, section, people } of STAFF_PATHS) {
    const guard = guardedBy(section.permission);
    const tags = ['employees'];

    app.get(
      base,
      {
        ...guard,
        schema: {
          tags,
          summary: `List ${people} (search, \`active=true|false\`)`,
          querystring: employeeListQuerySchema,
          response: { 200: employeePageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) =>
        listEmployees(serviceDeps(app, request), currentUser(request), section, request.query),
    );

    app.get(
      `${base}/:id`,
      {
        ...guard,
        schema: {
          tags,
          summary: `One of ${people}`,
          params: idParamSchema,
          response: { 200: employeeSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        getEmployee(serviceDeps(app, request), currentUser(request), section, request.params.id),
    );

    app.post(
      base,
      {
        ...guard,
        schema: {
          tags,
          summary: `Add one of ${people}`,
          body: createEmployeeRequestSchema,
          response: { 201: employeeSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const employee = await createEmployee(
          serviceDeps(app, request),
          currentUser(request),
          section,
          request.body,
          requestMeta(request),
        );
        return reply.code(201).send(employee);
      },
    );

    app.put(
      `${base}/:id`,
      {
        ...guard,
        schema: {
          tags,
          summary: `Edit one of ${people} (empty password keeps the current one)`,
          params: idParamSchema,
          body: updateEmployeeRequestSchema,
          response: { 200: employeeSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        updateEmployee(
          serviceDeps(app, request),
          currentUser(request),
          section,
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
          ...guard,
          schema: {
            tags,
            summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} one of ${people}`,
            params: idParamSchema,
            response: { 200: employeeSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) =>
          setEmployeeActive(
            serviceDeps(app, request),
            currentUser(request),
            section,
            request.params.id,
            active,
            requestMeta(request),
          ),
      );
    }
  }
};
