import { CompanyStatus } from '@freight/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<CompanyStatus, string> = {
  [CompanyStatus.PENDING_REVIEW]: 'gold',
  [CompanyStatus.APPROVED]: 'green',
  [CompanyStatus.REJECTED]: 'red',
};

interface CompanyStatusTagProps {
  status: CompanyStatus;
  testId?: string;
}

export function CompanyStatusTag({ status, testId }: CompanyStatusTagProps) {
  const { t } = useTranslation('review');
  return (
    <Tag
      color={STATUS_COLORS[status]}
      data-testid={testId}
      data-status={status}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`status.${status}`)}
    </Tag>
  );
}
