import {
  createVehicleRequestSchema,
  idParamSchema,
  Role,
  updateVehicleRequestSchema,
  vehicleListQuerySchema,
  vehiclePageSchema,
  vehicleSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRoles } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { bearerSecurity, requestMeta } from '../../companies/http.js';
import { createVehicle } from './create-vehicle.js';
import { getVehicle, listVehicles } from './list-vehicles.js';
import { retireVehicle } from './retire-vehicle.js';
import { updateVehicle } from './update-vehicle.js';

/** `/company-auto`: a carrier's owner and logisticians manage the carrier's vehicles. */
export const companyVehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const managers = requireRoles(Role.DRIVER_COMPANY, Role.LOGISTICIAN);
  const tags = ['fleet'];
  const deps = () => ({ db: app.database.db });

  app.get(
    '/company-vehicles',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: "The carrier's vehicles (search plate, VIN, brand; `retired=true`, `driverId`)",
        security: bearerSecurity,
        querystring: vehicleListQuerySchema,
        response: { 200: vehiclePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listVehicles(app.database.db, currentUser(request), request.query),
  );

  app.get(
    '/company-vehicles/:id',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: "One of the carrier's vehicles",
        security: bearerSecurity,
        params: idParamSchema,
        response: { 200: vehicleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getVehicle(app.database.db, currentUser(request), request.params.id),
  );

  app.post(
    '/company-vehicles',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Add a vehicle by plate number and tech passport number',
        description: 'Plate and VIN are unique among the vehicles in every fleet (409).',
        security: bearerSecurity,
        body: createVehicleRequestSchema,
        response: { 201: vehicleSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const vehicle = await createVehicle(
        deps(),
        currentUser(request),
        request.body,
        requestMeta(request),
      );
      return reply.code(201).send(vehicle);
    },
  );

  app.put(
    '/company-vehicles/:id',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Edit a vehicle at the version read',
        security: bearerSecurity,
        params: idParamSchema,
        body: updateVehicleRequestSchema,
        response: { 200: vehicleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateVehicle(
        deps(),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/company-vehicles/:id/retire',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Remove a vehicle from the fleet (kept; never deleted)',
        security: bearerSecurity,
        params: idParamSchema,
        response: { 200: vehicleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      retireVehicle(deps(), currentUser(request), request.params.id, requestMeta(request)),
  );
};
