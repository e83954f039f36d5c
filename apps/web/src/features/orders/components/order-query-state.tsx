import type { OrderDetail } from '@freight/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { PageEmpty, PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { BackLink } from './back-link';

interface OrderQueryStateProps {
  query: UseQueryResult<OrderDetail>;
  children: (order: OrderDetail) => ReactNode;
}

/**
 * An order being loaded, missing (a foreign or unknown id answers 404, like one that never
 * existed) or failed; its screen once it is there.
 */
export function OrderQueryState({ query, children }: OrderQueryStateProps) {
  const { t } = useTranslation('orders');
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const missing = isApiError(query.error) && [400, 404].includes(query.error.status);
    return (
      <div data-testid="order-missing">
        <BackLink />
        {missing ? (
          <PageEmpty title={t('view.notFound')} description={t('view.notFoundHint')} />
        ) : (
          <PageError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  return children(query.data);
}
