import { FieldTimeOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import {
  CARRIER_TRIP_ACTIONS,
  ErrorCode,
  OrderAction,
  previousTripStep,
  TRIP_STEP_OF_ACTION,
  type CarrierTripAction,
  type OrderDetail,
  type TripView,
} from '@freight/shared';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { useRecordTripStep } from '../api/record-trip-step';
import { MissingFilesHint } from './missing-files-hint';
import { useSealRecheck } from './seal-recheck';
import { offeredAction } from './trip-access';
import { SEALED_ACTIONS, TripStepDialog, type TripStepValues } from './trip-step-dialog';

/** The carrier's next step as the server offers it: allowed, or waiting for a file. */
export function nextCarrierStep(order: OrderDetail) {
  for (const action of CARRIER_TRIP_ACTIONS) {
    const offered = offeredAction(order.actions, action);
    if (offered) return { ...offered, action };
  }
  return null;
}

interface NextStepCardProps {
  order: OrderDetail;
  trip: TripView;
}

/**
 * The one big button of the carrier side on the road: records the next step now (asking the
 * seal number where it is needed), or says which file it still waits for, with its upload.
 */
export function NextStepCard({ order, trip }: NextStepCardProps) {
  const { t } = useTranslation('trip');
  const { message } = App.useApp();
  const record = useRecordTripStep();
  const [dialog, setDialog] = useState<CarrierTripAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const recheck = useSealRecheck(order.id);
  const next = nextCarrierStep(order);
  if (!next) return null;
  const { action, allowed, reason } = next;
  const previous = previousTripStep(TRIP_STEP_OF_ACTION[action]);
  const previousAt = trip.steps.find((step) => step.step === previous)?.actualAt ?? null;

  const send = (values: TripStepValues) => {
    setFailure(null);
    record.mutate(
      {
        orderId: order.id,
        action,
        version: trip.version,
        ...values,
        ...(action === OrderAction.START_UNLOADING ? recheck.request() : {}),
      },
      {
        onSuccess: () => {
          setDialog(null);
          void message.success(
            t('next.recorded', { step: t(`step.${TRIP_STEP_OF_ACTION[action]}`) }),
          );
        },
        onError: (error) => {
          // A seal number refused as different: the dialog asks again, then for a photo.
          if (isApiError(error) && recheck.refused(error.code)) return;
          const text = isApiError(error) ? describeApiError(error) : t('feedback.failed');
          if (isApiError(error) && error.code === ErrorCode.VERSION_CONFLICT) {
            setDialog(null);
            void message.warning(text);
          } else if (dialog) setFailure(text);
          else void message.error(text);
        },
      },
    );
  };

  const open = () => {
    setFailure(null);
    recheck.reset();
    setDialog(action);
  };
  const press = () => {
    if (!allowed) {
      void message.warning(t(`errors:${reason ?? 'UNEXPECTED'}`));
      return;
    }
    if (SEALED_ACTIONS.includes(action)) open();
    else send({});
  };

  return (
    <Flex vertical gap={8} data-testid="trip-next" data-action={action} style={{ maxWidth: 640 }}>
      <Button
        type="primary"
        size="large"
        block
        style={{ minHeight: 56, fontSize: 18 }}
        icon={allowed ? <FieldTimeOutlined /> : <ExclamationCircleOutlined />}
        data-testid="trip-next-step"
        data-action={action}
        data-allowed={String(allowed)}
        loading={record.isPending && dialog === null}
        onClick={press}
      >
        {t(`next.${action}`)}
      </Button>
      {allowed && !SEALED_ACTIONS.includes(action) && (
        <Button type="link" onClick={open} data-testid="trip-next-earlier">
          {t('next.earlierLink')}
        </Button>
      )}
      {!allowed && reason && (
        <MissingFilesHint orderId={order.id} reason={reason} files={trip.files} />
      )}
      <TripStepDialog
        action={dialog}
        previousAt={previousAt}
        pending={record.isPending}
        failure={failure}
        recheck={recheck}
        onSubmit={send}
        onCancel={() => setDialog(null)}
      />
    </Flex>
  );
}
