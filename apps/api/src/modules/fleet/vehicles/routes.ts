import {
  createVehicleRequestSchema,
  idParamSchema,
  updateVehicleRequestSchema,
  vehicleListQuerySchema,
  vehiclePageSchema,
  vehicleSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { createVehicle } from './create-vehicle.js';
import { getVehicle, listVehicles } from './list-vehicles.js';
import { retireVehicle } from './retire-vehicle.js';
import { updateVehicle } from './update-vehicle.js';

/** `/company-auto`: a carrier's owner and logisticians manage the carrier's vehicles. */
export const companyVehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = guardedBy('read:vehicle:own');
  const managers = guardedBy('manage:vehicle:own');
  const tags = ['fleet'];

  app.get(
    '/company-vehicles',
    {
      ...readers,
      schema: {
        tags,
        summary: "The carrier's vehicles (search plate, VIN, brand; `retired=true`, `driverId`)",
        querystring: vehicleListQuerySchema,
        response: { 200: vehiclePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listVehicles(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.get(
    '/company-vehicles/:id',
    {
      ...readers,
      schema: {
        tags,
        summary: "One of the carrier's vehicles",
        params: idParamSchema,
        response: { 200: vehicleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getVehicle(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  app.post(
    '/company-vehicles',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Add a vehicle by plate number and tech passport number',
        description: 'Plate and VIN are unique among the vehicles in every fleet (409).',
        body: createVehicleRequestSchema,
        response: { 201: vehicleSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const vehicle = await createVehicle(
        serviceDeps(app, request),
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
      ...managers,
      schema: {
        tags,
        summary: 'Edit a vehicle at the version read',
        params: idParamSchema,
        body: updateVehicleRequestSchema,
        response: { 200: vehicleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateVehicle(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/company-vehicles/:id/retire',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Remove a vehicle from the fleet (kept; never deleted)',
        params: idParamSchema,
        response: { 200: vehicleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      retireVehicle(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        requestMeta(request),
      ),
  );
};
