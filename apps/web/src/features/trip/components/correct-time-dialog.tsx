import type { TripStepView } from '@freight/shared';
import { Alert, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { TripTimeFormItem } from './trip-time-field';

interface CorrectTimeDialogProps {
  step: TripStepView | null;
  previousAt: string | null;
  pending: boolean;
  failure: string | null;
  onSubmit: (actualAt: string) => void;
  onCancel: () => void;
}

/** Corrects a recorded step's actual time; the replaced time stays in the step's history. */
export function CorrectTimeDialog(props: CorrectTimeDialogProps) {
  const { step, previousAt, pending, failure, onSubmit, onCancel } = props;
  const { t } = useTranslation('trip');
  const [form] = Form.useForm<{ actualAt?: Dayjs | null }>();
  return (
    <Modal
      open={step !== null}
      title={step ? t('correct.title', { step: t(`step.${step.step}`) }) : ''}
      okText={t('correct.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'trip-correct-submit' }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {step?.actualAt && (
        <Typography.Paragraph type="secondary">
          {t('correct.current', { time: formatDateTime(step.actualAt) })}
        </Typography.Paragraph>
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ actualAt: step?.actualAt ? dayjs(step.actualAt) : null }}
        onFinish={(values) => {
          if (values.actualAt) onSubmit(values.actualAt.toISOString());
        }}
      >
        <TripTimeFormItem previousAt={previousAt} testId="trip-correct-time" />
      </Form>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="trip-correct-error"
          title={failure}
        />
      )}
    </Modal>
  );
}
