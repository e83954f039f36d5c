import { ArrowLeftOutlined } from '@ant-design/icons';
import type { DriverDetail } from '@freight/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/http/api-error';
import { PageEmpty, PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} data-testid="driver-back">
      <ArrowLeftOutlined /> {label}
    </Link>
  );
}

interface DriverQueryViewProps {
  query: UseQueryResult<DriverDetail>;
  back: ReactNode;
  children: (driver: DriverDetail) => ReactNode;
}

/** A driver's loading, missing and failed states; the view itself once it is in. */
export function DriverQueryView({ query, back, children }: DriverQueryViewProps) {
  const { t } = useTranslation('fleet');
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    // An unknown or malformed id or IIN is simply not there.
    const missing = isApiError(query.error) && [400, 404].includes(query.error.status);
    return (
      <Flex vertical gap={16} data-testid="driver-missing">
        {back}
        {missing ? (
          <PageEmpty title={t('detail.notFound')} />
        ) : (
          <PageError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </Flex>
    );
  }
  return children(query.data);
}
