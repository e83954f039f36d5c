import {
  companyProfileSchema,
  type CompanyProfile,
  type RegistrationResubmitRequest,
} from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** Sends the corrected registration back to review (`PUT /api/registration`). */
export function resubmitRegistration(
  request: RegistrationResubmitRequest,
): Promise<CompanyProfile> {
  return http.request('/registration', companyProfileSchema, {
    method: 'PUT',
    body: request,
    showErrors: false,
  });
}

export function useResubmitRegistration() {
  return useMutation({ mutationFn: resubmitRegistration });
}
