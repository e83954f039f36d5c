import {
  exchangeRateListSchema,
  exchangeRateSchema,
  exchangeRatesImportResultSchema,
  type ExchangeRate,
  type ExchangeRateForm,
  type ExchangeRateList,
  type ExchangeRatesImport,
  type ExchangeRatesImportResult,
} from '@freight/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

export const exchangeRateKeys = { all: ['exchange-rates'] as const };

/** The latest rate of each currency and the rates set last. */
export function exchangeRatesQueryOptions() {
  return queryOptions({
    queryKey: exchangeRateKeys.all,
    queryFn: ({ signal }): Promise<ExchangeRateList> =>
      http.get('/exchange-rates', exchangeRateListSchema, { signal, showErrors: false }),
  });
}

/** Sets a currency's rate of a day; the list is read again. */
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ExchangeRateForm): Promise<ExchangeRate> =>
      http.request('/exchange-rates', exchangeRateSchema, { method: 'PUT', body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeRateKeys.all }),
  });
}

/**
 * Imports the National Bank's rates from a CSV's text (issue 32): all of it, or nothing when
 * a line is wrong. The card shows the refusal inline (its lines too), so no toast; the list
 * is read again after an import.
 */
export function useImportExchangeRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExchangeRatesImport): Promise<ExchangeRatesImportResult> =>
      http.post('/exchange-rates/import', exchangeRatesImportResultSchema, input, {
        showErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeRateKeys.all }),
  });
}
