import type { CompanyStatus } from '@freight/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<CompanyStatus, string> = {
  PENDING_REVIEW: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
};

/** Where the company stands with the security service. */
export function CompanyStatusTag({ status }: { status: CompanyStatus }) {
  const { t } = useTranslation('profile');
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="company-status" data-status={status}>
      {t(`company.statuses.${status}`)}
    </Tag>
  );
}
