import {
  idParamSchema,
  questionAnswerSchema,
  questionDetailSchema,
  questionListQuerySchema,
  questionPageSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../platform/http/request-meta.js';
import { answerQuestion, getQuestion, listQuestions, setQuestionClosed } from './question-inbox.js';

/** The moderators' (and the admin's) inbox of the homepage's questions. */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = guardedBy('read:question:any');
  const answerers = guardedBy('answer:question:any');
  const tags = ['questions'];

  app.get(
    '/questions',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Visitors’ questions, newest first (filter by status, search)',
        querystring: questionListQuerySchema,
        response: { 200: questionPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listQuestions(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.get(
    '/questions/:id',
    {
      ...readers,
      schema: {
        tags,
        summary: 'A question with its history: answers and status changes, who and when',
        params: idParamSchema,
        response: { 200: questionDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getQuestion(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  app.post(
    '/questions/:id/answer',
    {
      ...answerers,
      schema: {
        tags,
        summary: 'Answer a question: the answer is e-mailed to the visitor in their language',
        params: idParamSchema,
        body: questionAnswerSchema,
        response: { 200: questionDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      answerQuestion(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  for (const [action, closed] of [
    ['close', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/questions/:id/${action}`,
      {
        ...answerers,
        schema: {
          tags,
          summary: closed ? 'Close a question' : 'Reopen a closed question',
          params: idParamSchema,
          response: { 200: questionDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        setQuestionClosed(
          serviceDeps(app, request),
          currentUser(request),
          request.params.id,
          closed,
          requestMeta(request),
        ),
    );
  }
};
