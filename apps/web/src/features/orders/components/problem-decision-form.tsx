import {
  ErrorCode,
  ORDER_LIMITS,
  ORDER_STATUSES,
  OrderSide,
  problemDecisionRequestSchema,
  type OrderDetail,
  type OrderProblem,
  type OrderStatus,
} from '@freight/shared';
import { App, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { FormError } from '../../../ui/form-error';
import { useDecideProblem } from '../api/decide-problem';
import { EnumSelect } from './enum-select';

interface ProblemDecisionFormProps {
  order: OrderDetail;
  problem: OrderProblem;
  /** The order changed meanwhile: load it again. */
  onConflict: () => void;
}

interface DecisionFormValues {
  comment: string;
  newStatus?: OrderStatus | null;
  atFaultSide?: OrderSide | null;
}

/**
 * The CB's decision: a comment ('Comment cannot be empty'), if need be a new status, and the
 * side found at fault, which counts against that company's trust score.
 */
export function ProblemDecisionForm({ order, problem, onConflict }: ProblemDecisionFormProps) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<DecisionFormValues>();
  const decide = useDecideProblem();

  const onFinish = (values: DecisionFormValues) => {
    const request = problemDecisionRequestSchema.parse({
      comment: values.comment,
      newStatus: values.newStatus ?? null,
      atFaultSide: values.atFaultSide ?? null,
    });
    // A promise: once decided, the form leaves the page before `mutate`'s callbacks would run.
    decide.mutateAsync({ orderId: order.id, problemId: problem.id, request }).then(
      () => void message.success(t('problem.decided')),
      (error: unknown) => {
        if (!isApiError(error)) return;
        if (error.code === ErrorCode.VERSION_CONFLICT) {
          void message.warning(t('form.conflict'));
          onConflict();
        } else showServerFieldErrors(form, error.fields, ['comment', 'newStatus']);
      },
    );
  };

  const shownInline =
    isApiError(decide.error) &&
    (decide.error.code === ErrorCode.VERSION_CONFLICT ||
      Object.keys(decide.error.fields).length > 0);

  return (
    <Form<DecisionFormValues>
      // Field ids `problemDecision_<field>`: unique beside the order's own fields on the order view.
      name="problemDecision"
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={() => decide.reset()}
      id="order-problem-decision"
      data-testid="problem-decision-form"
    >
      <Form.Item
        name="comment"
        label={t('problem.decisionComment')}
        rules={[zodFormRule(problemDecisionRequestSchema, 'comment')]}
      >
        <Input.TextArea
          data-testid="problem-decision-comment"
          rows={3}
          maxLength={ORDER_LIMITS.decisionCommentLength}
          showCount
        />
      </Form.Item>
      <Form.Item
        name="newStatus"
        label={t('problem.newStatus')}
        extra={t('problem.newStatusHint', { status: t(`status.${order.status}`) })}
      >
        <EnumSelect
          allowClear
          values={ORDER_STATUSES}
          list="status"
          testId="problem-decision-status"
          placeholder={t('problem.keepStatus')}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      <Form.Item name="atFaultSide" label={t('problem.atFault')} extra={t('problem.atFaultHint')}>
        <Select
          allowClear
          data-testid="problem-decision-at-fault"
          placeholder={t('problem.atFaultNone')}
          style={{ maxWidth: 320 }}
          options={Object.values(OrderSide).map((side) => ({
            value: side,
            title: t(`problem.side.${side}`),
            label: <span data-testid={`option-${side}`}>{t(`problem.side.${side}`)}</span>,
          }))}
        />
      </Form.Item>
      {!shownInline && <FormError error={decide.error} testId="problem-decision-error" />}
      <Button
        type="primary"
        htmlType="submit"
        loading={decide.isPending}
        data-testid="problem-decision-submit"
      >
        {t('problem.decide')}
      </Button>
    </Form>
  );
}
