import type { DocumentListQuery, DocumentPage } from '@freight/shared';
import type { ServiceDeps } from '../../platform/service-deps.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { documentListScope } from '../../platform/access/record-scopes.js';
import { loadDocumentViews } from './document-view.js';
import { findDocumentPage } from './repo.js';

/**
 * The documents section: every document of the caller's company across orders, on either side
 * of them; the CB and moderators see every company's. Newest first, filtered, paginated.
 */
export async function listDocuments(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: DocumentListQuery,
): Promise<DocumentPage> {
  assertPermission(actor, 'read:document:party');
  const { rows, total } = await findDocumentPage(db, documentListScope(actor), query);
  return {
    items: await loadDocumentViews(db, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
