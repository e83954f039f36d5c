import type { QuestionSummary } from '@freight/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { LANGUAGE_NAMES } from '../../../lib/i18n/language';
import { DataList, type DataListViewProps } from '../../../ui/list-page/data-list';
import { QuestionStatusTag } from './question-status-tag';
import type { DataColumns } from '../../../ui/list-page/data-table';

interface QuestionListProps extends DataListViewProps<QuestionSummary> {
  onOpen: (question: QuestionSummary) => void;
}

function Sender({ question }: { question: QuestionSummary }) {
  return (
    <Flex vertical>
      <Typography.Text strong>{question.name}</Typography.Text>
      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
        {question.email}
      </Typography.Text>
    </Flex>
  );
}

function Excerpt({ question }: { question: QuestionSummary }) {
  return (
    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
      {question.question}
    </Typography.Paragraph>
  );
}

/** The inbox: a table, or cards on a phone; a row opens the question. */
export function QuestionList({ onOpen, ...props }: QuestionListProps) {
  const { t } = useTranslation('questions');
  const columns: DataColumns<QuestionSummary> = [
    { key: 'sender', title: t('columns.sender'), render: (_, item) => <Sender question={item} /> },
    {
      key: 'question',
      title: t('columns.question'),
      render: (_, item) => <Excerpt question={item} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, item) => <QuestionStatusTag status={item.status} />,
    },
    {
      key: 'language',
      title: t('columns.language'),
      render: (_, item) => LANGUAGE_NAMES[item.language],
    },
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      render: (_, item) => formatDateTime(item.createdAt),
    },
  ];

  return (
    <DataList<QuestionSummary>
      {...props}
      rowKey={(item) => item.id}
      rowAttributes={(item) => ({
        'data-testid': 'question-row',
        'data-email': item.email,
        'data-status': item.status,
      })}
      columns={columns}
      onRowClick={onOpen}
      renderCard={(item) => (
        <Flex vertical gap={6}>
          <Flex justify="space-between" align="start" gap={8}>
            <Sender question={item} />
            <QuestionStatusTag status={item.status} />
          </Flex>
          <Excerpt question={item} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(item.createdAt)}
          </Typography.Text>
        </Flex>
      )}
    />
  );
}
