import { QuestionStatus } from '@freight/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<QuestionStatus, string> = {
  [QuestionStatus.NEW]: 'blue',
  [QuestionStatus.ANSWERED]: 'green',
  [QuestionStatus.CLOSED]: 'default',
};

export function QuestionStatusTag({ status }: { status: QuestionStatus }) {
  const { t } = useTranslation('questions');
  return (
    <Tag color={COLORS[status]} data-testid="question-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
