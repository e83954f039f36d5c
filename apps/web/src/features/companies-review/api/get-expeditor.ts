import { companyDetailSchema, type CompanyDetail } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { companyKeys } from './get-companies';

/** A forwarder by its owner's login: the spec's `/expeditor/{login}`. */
export function getExpeditor(login: string, signal?: AbortSignal): Promise<CompanyDetail> {
  return http.get(`/expeditors/by-login/${encodeURIComponent(login)}`, companyDetailSchema, {
    signal,
    showErrors: false,
  });
}

export function expeditorQueryOptions(login: string) {
  return queryOptions({
    queryKey: companyKeys.byLogin(login),
    queryFn: ({ signal }) => getExpeditor(login, signal),
  });
}

export function useExpeditor(login: string) {
  return useQuery(expeditorQueryOptions(login));
}
