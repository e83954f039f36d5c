import { CompanyKind, type CompanySummary } from '@freight/shared';

/**
 * The spec's view routes: a forwarder by its owner's login (`/expeditor/{login}`), a carrier by
 * id (`/view-carrier/{id}`). A forwarder without an owner account can only be named by id.
 */
export function companyPath(company: Pick<CompanySummary, 'id' | 'kind' | 'owner'>): string {
  if (company.kind === CompanyKind.FORWARDER && company.owner) {
    return `/expeditor/${encodeURIComponent(company.owner.login)}`;
  }
  return `/view-carrier/${encodeURIComponent(company.id)}`;
}

/** The list a company's view goes back to. */
export function companyListPath(kind: CompanyKind): string {
  return kind === CompanyKind.FORWARDER ? '/expeditors' : '/carriers';
}
