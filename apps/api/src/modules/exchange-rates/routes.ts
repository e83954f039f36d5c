import {
  exchangeRateFormSchema,
  exchangeRateListSchema,
  exchangeRateSchema,
  exchangeRatesImportResultSchema,
  exchangeRatesImportSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../platform/http/request-meta.js';
import { importExchangeRates, listExchangeRates, setExchangeRate } from './exchange-rates.js';

/** The rates to tenge the exchange compares prices at (DESIGN §8), kept by the admin. */
export const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exchange-rates'];

  app.get(
    '/exchange-rates',
    {
      ...guardedBy('read:exchange_rate:any'),
      schema: {
        tags,
        summary: 'The latest rate of each currency to tenge, and the rates set last',
        response: { 200: exchangeRateListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listExchangeRates(serviceDeps(app, request), currentUser(request)),
  );

  app.put(
    '/exchange-rates',
    {
      ...guardedBy('manage:exchange_rate:any'),
      schema: {
        tags,
        summary: 'Set a currency’s rate to tenge on a day; a second time corrects it',
        body: exchangeRateFormSchema,
        response: { 200: exchangeRateSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      setExchangeRate(
        serviceDeps(app, request),
        currentUser(request),
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/exchange-rates/import',
    {
      ...guardedBy('manage:exchange_rate:any'),
      // A file of years of daily rates is larger than a form.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import the National Bank’s rates from a CSV: every line right, or nothing',
        description:
          'A wrong line answers 400 EXCHANGE_RATES_CSV_INVALID with `details`: line → message key.',
        body: exchangeRatesImportSchema,
        response: { 200: exchangeRatesImportResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      importExchangeRates(
        serviceDeps(app, request),
        currentUser(request),
        request.body,
        requestMeta(request),
      ),
  );
};
