import { CheckCircleOutlined, SendOutlined, UndoOutlined } from '@ant-design/icons';
import {
  QuestionEventKind,
  QuestionStatus,
  questionAnswerSchema,
  type QuestionDetail,
} from '@freight/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Drawer, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { LANGUAGE_NAMES } from '../../../lib/i18n/language';
import { useIsMobile } from '../../../lib/layout/use-is-mobile';
import { FormError } from '../../../ui/form-error';
import { HistoryTimeline } from '../../../ui/history-timeline';
import { PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { useQuestionAction } from '../api/act-on-question';
import { questionQueryOptions } from '../api/get-questions';
import { QuestionStatusTag } from './question-status-tag';

const HISTORY_COLORS: Record<QuestionEventKind, string> = {
  [QuestionEventKind.ASKED]: 'blue',
  [QuestionEventKind.ANSWERED]: 'green',
  [QuestionEventKind.CLOSED]: 'gray',
  [QuestionEventKind.REOPENED]: 'orange',
};

/** The answer, e-mailed to the visitor by the server in the language they wrote in. */
function AnswerForm({ question }: { question: QuestionDetail }) {
  const { t } = useTranslation('questions');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ text: string }>();
  const act = useQuestionAction();

  const onFinish = ({ text }: { text: string }) => {
    act.mutate(
      { kind: 'answer', id: question.id, text },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t('answer.sent', { email: question.email }));
        },
        onError: (error) => {
          if (isApiError(error)) showServerFieldErrors(form, error.fields, ['text']);
        },
      },
    );
  };
  const shownInline = isApiError(act.error) && 'text' in act.error.fields;

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={() => act.reset()}
      data-testid="question-answer-form"
    >
      <Form.Item
        name="text"
        label={t('answer.label')}
        extra={t('answer.hint', {
          email: question.email,
          language: LANGUAGE_NAMES[question.language],
        })}
        rules={[zodFormRule(questionAnswerSchema, 'text')]}
      >
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 12 }}
          data-testid="question-answer-text"
          placeholder={t('answer.placeholder')}
        />
      </Form.Item>
      {!shownInline && <FormError error={act.error} testId="question-answer-error" />}
      <Flex justify="flex-end">
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined />}
          loading={act.isPending}
          data-testid="question-answer-submit"
        >
          {t('answer.submit')}
        </Button>
      </Flex>
    </Form>
  );
}

function QuestionBody({ question }: { question: QuestionDetail }) {
  const { t } = useTranslation('questions');
  const act = useQuestionAction();
  const closed = question.status === QuestionStatus.CLOSED;
  const history = question.events.map((event) => ({
    id: event.id,
    action: event.kind,
    createdAt: event.createdAt,
    comment: event.text,
    actor: event.actor,
  }));

  return (
    <Flex vertical gap={16} data-testid="question-detail" data-status={question.status}>
      <Card size="small">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: t('columns.sender'), children: question.name },
            {
              key: 'email',
              label: t('detail.email'),
              children: (
                <Typography.Text copyable style={{ overflowWrap: 'anywhere' }}>
                  {question.email}
                </Typography.Text>
              ),
            },
            {
              key: 'language',
              label: t('columns.language'),
              children: LANGUAGE_NAMES[question.language],
            },
            {
              key: 'createdAt',
              label: t('columns.createdAt'),
              children: formatDateTime(question.createdAt),
            },
            {
              key: 'status',
              label: t('columns.status'),
              children: <QuestionStatusTag status={question.status} />,
            },
          ]}
        />
        <Typography.Paragraph
          data-testid="question-text"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '12px 0 0' }}
        >
          {question.question}
        </Typography.Paragraph>
      </Card>
      {closed ? (
        <Typography.Text type="secondary">{t('detail.closedHint')}</Typography.Text>
      ) : (
        <AnswerForm question={question} />
      )}
      <Flex justify="flex-end">
        <Button
          icon={closed ? <UndoOutlined /> : <CheckCircleOutlined />}
          loading={act.isPending}
          data-testid={closed ? 'question-reopen' : 'question-close'}
          onClick={() => act.mutate({ kind: closed ? 'reopen' : 'close', id: question.id })}
        >
          {closed ? t('actions.reopen') : t('actions.close')}
        </Button>
      </Flex>
      <HistoryTimeline
        history={history}
        namespace="questions"
        colors={HISTORY_COLORS}
        testId="question-history"
      />
    </Flex>
  );
}

function QuestionContent({ id }: { id: string }) {
  const query = useQuery(questionQueryOptions(id));
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  return <QuestionBody question={query.data} />;
}

/** A question, its answer form, close/reopen and its whole history. */
export function QuestionDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('questions');
  const isMobile = useIsMobile();
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={t('detail.title')}
      size={isMobile ? '100%' : 560}
      destroyOnHidden
    >
      {id && <QuestionContent key={id} id={id} />}
    </Drawer>
  );
}
