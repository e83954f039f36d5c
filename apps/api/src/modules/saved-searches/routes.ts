import {
  idParamSchema,
  okResponseSchema,
  savedSearchFormSchema,
  savedSearchListSchema,
  savedSearchMatchesSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { serviceDeps } from '../../platform/http/request-meta.js';
import {
  createSavedSearch,
  listSavedSearches,
  listSavedSearchMatches,
  removeSavedSearch,
  setSavedSearchAlerts,
  updateSavedSearch,
} from './saved-searches.js';

const tags = ['saved-searches'];
const owner = guardedBy('manage:saved_search:self');

/** The alert switches, each a state set (the same request twice changes nothing more). */
const ALERT_SWITCHES = {
  pause: { paused: true },
  resume: { paused: false },
  mute: { muted: true },
  unmute: { muted: false },
} as const;

/** A carrier-side user's saved load-board searches and their matches (issue 31). */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved-searches',
    {
      ...owner,
      schema: {
        tags,
        summary: 'My saved searches, newest first, each with its unseen matches',
        response: { 200: savedSearchListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listSavedSearches(serviceDeps(app, request), currentUser(request)),
  );

  app.post(
    '/saved-searches',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Save load-board filters under a name, with the alerts wanted',
        body: savedSearchFormSchema,
        response: { 201: savedSearchSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createSavedSearch(serviceDeps(app, request), currentUser(request), request.body),
        ),
  );

  app.put(
    '/saved-searches/:id',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Edit a saved search at the version read',
        params: idParamSchema,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateSavedSearch(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
      ),
  );

  for (const [action, change] of Object.entries(ALERT_SWITCHES)) {
    app.post(
      `/saved-searches/:id/${action}`,
      {
        ...owner,
        schema: {
          tags,
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} a saved search's alerts`,
          params: idParamSchema,
          response: { 200: savedSearchSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        setSavedSearchAlerts(
          serviceDeps(app, request),
          currentUser(request),
          request.params.id,
          change,
        ),
    );
  }

  app.delete(
    '/saved-searches/:id',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Delete a saved search and its matches',
        params: idParamSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeSavedSearch(serviceDeps(app, request), currentUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/saved-searches/:id/matches',
    {
      ...owner,
      schema: {
        tags,
        summary: "A saved search's matched orders on the board, newest first; clears its badge",
        params: idParamSchema,
        response: { 200: savedSearchMatchesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listSavedSearchMatches(serviceDeps(app, request), currentUser(request), request.params.id),
  );
};
