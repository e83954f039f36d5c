import { OrderAction, previousTripStep, type TripStepView, type TripView } from '@freight/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { useCorrectTripTime } from '../api/correct-trip-time';
import type { OrderActionView } from '@freight/shared';
import { isAllowed } from './trip-access';
import { CorrectTimeDialog } from './correct-time-dialog';
import { TripTimeline } from './trip-timeline';

interface TripStepsSectionProps {
  trip: TripView;
  actions: readonly OrderActionView[];
}

/** The timeline, and the carrier side's correction of a recorded time. */
export function TripStepsSection({ trip, actions }: TripStepsSectionProps) {
  const { t } = useTranslation('trip');
  const { message } = App.useApp();
  const correct = useCorrectTripTime();
  const [correcting, setCorrecting] = useState<TripStepView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const previous = correcting ? previousTripStep(correcting.step) : null;
  const previousAt = trip.steps.find((step) => step.step === previous)?.actualAt ?? null;

  const submit = (actualAt: string) => {
    if (!correcting) return;
    setFailure(null);
    correct.mutate(
      { orderId: trip.orderId, step: correcting.step, version: trip.version, actualAt },
      {
        onSuccess: () => {
          setCorrecting(null);
          void message.success(t('correct.done'));
        },
        onError: (error) =>
          setFailure(isApiError(error) ? describeApiError(error) : t('feedback.failed')),
      },
    );
  };

  return (
    <>
      <TripTimeline
        trip={trip}
        canCorrect={isAllowed(actions, OrderAction.CORRECT_TRIP_TIME)}
        onCorrect={(step) => {
          setFailure(null);
          setCorrecting(step);
        }}
      />
      <CorrectTimeDialog
        step={correcting}
        previousAt={previousAt}
        pending={correct.isPending}
        failure={failure}
        onSubmit={submit}
        onCancel={() => setCorrecting(null)}
      />
    </>
  );
}
