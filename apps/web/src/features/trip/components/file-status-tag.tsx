import { FileReviewStatus } from '@freight/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<FileReviewStatus, string> = {
  [FileReviewStatus.PENDING]: 'gold',
  [FileReviewStatus.ACCEPTED]: 'green',
  [FileReviewStatus.REJECTED]: 'red',
};

export function FileStatusTag({ status }: { status: FileReviewStatus }) {
  const { t } = useTranslation('trip');
  return (
    <Tag color={COLORS[status]} data-testid="order-file-status" data-status={status}>
      {t(`fileStatus.${status}`)}
    </Tag>
  );
}
