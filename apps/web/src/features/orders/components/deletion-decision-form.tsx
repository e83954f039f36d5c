import {
  DeletionDecision,
  deletionDecisionRequestSchema,
  ErrorCode,
  ORDER_LIMITS,
  type OrderDeletionRequest,
  type OrderDetail,
} from '@freight/shared';
import { App, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { translateValidationMessage } from '../../../lib/i18n/validation-message';
import { FormError } from '../../../ui/form-error';
import { useDecideDeletion } from '../api/decide-deletion';

interface DeletionDecisionFormProps {
  order: OrderDetail;
  request: OrderDeletionRequest;
  canApprove: boolean;
  canReject: boolean;
  onConflict: () => void;
}

interface DeletionDecisionValues {
  comment?: string;
}

/**
 * A moderator's or the CB's answer to a deletion request: approval cancels the order (it
 * stays, with its history); a rejection needs a comment ('Comment cannot be empty').
 */
export function DeletionDecisionForm(props: DeletionDecisionFormProps) {
  const { order, request, canApprove, canReject, onConflict } = props;
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<DeletionDecisionValues>();
  const decide = useDecideDeletion();
  const [deciding, setDeciding] = useState<DeletionDecision | null>(null);

  const submit = (decision: DeletionDecision) => {
    const parsed = deletionDecisionRequestSchema.safeParse({
      decision,
      comment: (form.getFieldValue('comment') as string | undefined) ?? '',
    });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((candidate) => candidate.path[0] === 'comment');
      form.setFields([
        { name: 'comment', errors: [translateValidationMessage(issue?.message ?? '')] },
      ]);
      return;
    }
    setDeciding(decision);
    // A promise: once decided, the form leaves the page before `mutate`'s callbacks would run.
    decide.mutateAsync({ orderId: order.id, requestId: request.id, request: parsed.data }).then(
      () =>
        void message.success(
          decision === DeletionDecision.APPROVE ? t('deletion.approved') : t('deletion.rejected'),
        ),
      (error: unknown) => {
        if (!isApiError(error)) return;
        if (error.code === ErrorCode.VERSION_CONFLICT) {
          void message.warning(t('form.conflict'));
          onConflict();
        } else showServerFieldErrors(form, error.fields, ['comment']);
      },
    );
  };

  const shownInline =
    isApiError(decide.error) &&
    (decide.error.code === ErrorCode.VERSION_CONFLICT ||
      Object.keys(decide.error.fields).length > 0);

  return (
    <Form<DeletionDecisionValues>
      // Field ids `deletionDecision_<field>`: unique beside the order's own fields on the order view.
      name="deletionDecision"
      form={form}
      layout="vertical"
      requiredMark={false}
      onValuesChange={() => {
        decide.reset();
        form.setFields([{ name: 'comment', errors: [] }]);
      }}
      id="order-deletion-decision"
      data-testid="deletion-decision-form"
    >
      <Form.Item
        name="comment"
        label={t('deletion.decisionComment')}
        extra={t('deletion.decisionHint')}
      >
        <Input.TextArea
          data-testid="deletion-decision-comment"
          rows={3}
          maxLength={ORDER_LIMITS.decisionCommentLength}
          showCount
        />
      </Form.Item>
      {!shownInline && <FormError error={decide.error} testId="deletion-decision-error" />}
      <Flex gap={8} wrap>
        {canApprove && (
          <Button
            danger
            type="primary"
            data-testid="deletion-approve"
            loading={decide.isPending && deciding === DeletionDecision.APPROVE}
            disabled={decide.isPending}
            onClick={() => submit(DeletionDecision.APPROVE)}
          >
            {t('deletion.approve')}
          </Button>
        )}
        {canReject && (
          <Button
            data-testid="deletion-reject"
            loading={decide.isPending && deciding === DeletionDecision.REJECT}
            disabled={decide.isPending}
            onClick={() => submit(DeletionDecision.REJECT)}
          >
            {t('deletion.reject')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
