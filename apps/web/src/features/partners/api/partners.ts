import {
  partnerListSchema,
  partnerSchema,
  type Partner,
  type PartnerList,
  type PartnerUpdate,
} from '@freight/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { anyBody, http } from '../../../lib/http/http-client';
import { uploadFormAuthorised } from '../../../lib/http/upload';

export const partnerKeys = {
  all: ['admin', 'partners'] as const,
};

/** `/admin/partners`: every partner, hidden ones too, in the homepage's order (a short list). */
export function partnerListQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.all,
    queryFn: ({ signal }): Promise<PartnerList> =>
      http.get('/admin/partners', partnerListSchema, { signal, showErrors: false }),
  });
}

export interface NewPartner {
  name: string;
  url: string;
  logo: File;
}

/** Adds a partner with its logo (multipart); the form shows the errors. */
export function createPartner(partner: NewPartner): Promise<Partner> {
  const form = new FormData();
  form.append('name', partner.name);
  form.append('url', partner.url);
  form.append('logo', partner.logo);
  return uploadFormAuthorised('/admin/partners', form, partnerSchema);
}

export function updatePartner({ id, ...changes }: PartnerUpdate & { id: string }) {
  return http.request(`/admin/partners/${encodeURIComponent(id)}`, partnerSchema, {
    method: 'PATCH',
    body: changes,
  });
}

export function reorderPartners(ids: readonly string[]): Promise<PartnerList> {
  return http.request('/admin/partners/order', partnerListSchema, {
    method: 'PUT',
    body: { ids },
  });
}

export function deletePartner(id: string): Promise<unknown> {
  return http.request(`/admin/partners/${encodeURIComponent(id)}`, anyBody, { method: 'DELETE' });
}

/** Every change refreshes the list; a reorder answers the new list, shown at once. */
export function usePartnerMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: partnerKeys.all });
  return {
    create: useMutation({ mutationFn: createPartner, onSettled: refresh }),
    update: useMutation({ mutationFn: updatePartner, onSettled: refresh }),
    reorder: useMutation({
      mutationFn: reorderPartners,
      onSuccess: (list) => queryClient.setQueryData(partnerKeys.all, list),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: deletePartner, onSettled: refresh }),
  };
}
