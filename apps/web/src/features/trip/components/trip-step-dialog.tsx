import {
  OrderAction,
  sealedTripStepRequestSchema,
  TRIP_LIMITS,
  type CarrierTripAction,
} from '@freight/shared';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { zodFormRule } from '../../../lib/forms/zod-form-rule';
import { SealRecheckFields, type SealRecheck } from './seal-recheck';
import { TripTimeFormItem } from './trip-time-field';

/** The steps that ask for the seal number: put on at departure, found at unloading. */
export const SEALED_ACTIONS: readonly CarrierTripAction[] = [
  OrderAction.DEPART_LOADING,
  OrderAction.START_UNLOADING,
];

export interface TripStepValues {
  sealNumber?: string;
  /** Absent: now. */
  actualAt?: string;
}

interface FormValues {
  sealNumber?: string;
  earlier?: boolean;
  actualAt?: Dayjs | null;
}

interface TripStepDialogProps {
  action: CarrierTripAction | null;
  /** The previous step's actual time: the earliest an earlier time may be. */
  previousAt: string | null;
  pending: boolean;
  failure: string | null;
  /** Unloading start: the re-check of a seal number refused as different. */
  recheck: SealRecheck;
  onSubmit: (values: TripStepValues) => void;
  onCancel: () => void;
}

/**
 * Recording a step: the seal number where the step needs one, and the actual time — now,
 * unless the user says it happened earlier and picks that time.
 */
export function TripStepDialog(props: TripStepDialogProps) {
  const { action, previousAt, pending, failure, recheck, onSubmit, onCancel } = props;
  const { t } = useTranslation('trip');
  const [form] = Form.useForm<FormValues>();
  const earlier = Form.useWatch('earlier', form);
  const sealed = action !== null && SEALED_ACTIONS.includes(action);
  const rechecking = recheck.stage === 'RECHECK';

  // Asked to check the seal: the number is typed afresh, not corrected from the refused one.
  useEffect(() => {
    if (!rechecking) return;
    form.resetFields(['sealNumber']);
    form.focusField('sealNumber');
  }, [rechecking, form]);
  return (
    <Modal
      open={action !== null}
      title={action ? t(`next.${action}`) : ''}
      okText={t('next.record')}
      cancelText={t('common.cancel')}
      okButtonProps={{
        loading: pending || recheck.uploads.uploading,
        disabled: recheck.blocksSubmit,
        'data-testid': 'trip-step-submit',
      }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          onSubmit({
            sealNumber: sealed ? values.sealNumber?.trim() : undefined,
            actualAt: values.earlier && values.actualAt ? values.actualAt.toISOString() : undefined,
          })
        }
      >
        {sealed && <SealRecheckFields recheck={recheck} />}
        {sealed && (
          <Form.Item
            name="sealNumber"
            label={
              action === OrderAction.DEPART_LOADING
                ? t('seal.numberPut')
                : rechecking
                  ? t('seal.numberAgain')
                  : t('seal.numberFound')
            }
            rules={[zodFormRule(sealedTripStepRequestSchema, 'sealNumber')]}
          >
            <Input
              data-testid="trip-seal-number"
              maxLength={TRIP_LIMITS.sealNumberLength}
              autoComplete="off"
              size="large"
            />
          </Form.Item>
        )}
        <Form.Item name="earlier" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox data-testid="trip-step-earlier">{t('next.earlier')}</Checkbox>
        </Form.Item>
        {earlier && <TripTimeFormItem previousAt={previousAt} testId="trip-step-time" />}
      </Form>
      {failure && (
        <Alert type="error" showIcon role="alert" data-testid="trip-step-error" title={failure} />
      )}
    </Modal>
  );
}
