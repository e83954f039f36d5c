import { companyDetailSchema, type CompanyDetail } from '@freight/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { companyKeys } from './get-companies';

/** A forwarder by its owner's login: the spec's `/expeditor/{login}`. */
export function getExpeditor(login: string, signal?: AbortSignal): Promise<CompanyDetail> {
  return http.get(`/expeditors/by-login/${encodeURIComponent(login)}`, companyDetailSchema, {
    signal,
    showErrors: false,
  });
}

export function useExpeditor(login: string) {
  return useQuery({
    queryKey: companyKeys.byLogin(login),
    queryFn: ({ signal }) => getExpeditor(login, signal),
  });
}
