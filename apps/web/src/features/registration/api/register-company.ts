import {
  CompanyKind,
  registrationResponseSchema,
  type RegistrationRequest,
  type RegistrationResponse,
} from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { publicHttp } from '../../../lib/http/http-client';

/** The spec's two registration endpoints, one per kind of company (spec section 7). */
const REGISTRATION_PATHS: Record<CompanyKind, string> = {
  [CompanyKind.FORWARDER]: '/registration/expeditors/startRegister',
  [CompanyKind.CARRIER]: '/driver-companies/registration',
};

export interface RegisterCompanyInput {
  kind: CompanyKind;
  request: RegistrationRequest;
}

/** Registers a forwarder or a carrier; the company then waits for the security service. */
export function registerCompany({
  kind,
  request,
}: RegisterCompanyInput): Promise<RegistrationResponse> {
  // The form shows failures inline, next to the fields they concern.
  return publicHttp.post(REGISTRATION_PATHS[kind], registrationResponseSchema, request, {
    showErrors: false,
  });
}

export function useRegisterCompany() {
  return useMutation({ mutationFn: registerCompany });
}
