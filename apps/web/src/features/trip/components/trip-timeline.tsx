import { ClockCircleOutlined, EditOutlined } from '@ant-design/icons';
import {
  CORRECTABLE_TRIP_STEPS,
  ORDER_STATUS_PATH,
  STATUS_OF_TRIP_STEP,
  TRIP_STEPS,
  type TripStep,
  type TripStepView,
  type TripView,
} from '@freight/shared';
import { Button, Flex, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format/format';

type StepState = 'done' | 'next' | 'later';

/** Recorded, or passed by the order's status (a contract signed has no time to record). */
function isDone(step: TripStepView, trip: TripView): boolean {
  const reached =
    ORDER_STATUS_PATH.indexOf(trip.status) >=
    ORDER_STATUS_PATH.indexOf(STATUS_OF_TRIP_STEP[step.step]);
  return step.actualAt !== null || reached;
}

const COLORS: Record<StepState, string> = { done: 'green', next: 'blue', later: 'gray' };

interface StepContentProps {
  step: TripStepView;
  state: StepState;
  /** Offered to the carrier side for the steps it recorded. */
  onCorrect?: (step: TripStepView) => void;
}

function StepContent({ step, state, onCorrect }: StepContentProps) {
  const { t } = useTranslation('trip');
  const [showCorrections, setShowCorrections] = useState(false);
  return (
    <div data-testid="trip-step" data-step={step.step} data-state={state}>
      <Typography.Text
        strong={state !== 'later'}
        type={state === 'later' ? 'secondary' : undefined}
      >
        {t(`step.${step.step}`)}
      </Typography.Text>
      {state !== 'done' && (
        // The steps are named as done ("Unloading started"): a step not reached says so.
        <Typography.Text type="secondary" data-testid="trip-step-state">
          {' · '}
          {t(`timeline.state.${state}`)}
        </Typography.Text>
      )}
      <Flex vertical style={{ fontSize: 13 }}>
        {step.plannedDate && (
          <Typography.Text type="secondary">
            {t('timeline.planned', { date: formatDate(step.plannedDate) })}
          </Typography.Text>
        )}
        {step.actualAt && (
          <span data-testid="trip-step-actual">
            {t('timeline.actual', { time: formatDateTime(step.actualAt) })}
            {step.recordedBy && (
              <Typography.Text type="secondary">
                {' · '}
                {t('timeline.recordedBy', { name: step.recordedBy.name })}
              </Typography.Text>
            )}
          </span>
        )}
      </Flex>
      {(step.corrections.length > 0 || onCorrect) && (
        <Flex gap={4} wrap align="center">
          {step.corrections.length > 0 && (
            <Typography.Link
              onClick={() => setShowCorrections((shown) => !shown)}
              aria-expanded={showCorrections}
              data-testid="trip-step-corrections-toggle"
            >
              {t('timeline.corrections', { count: step.corrections.length })}
            </Typography.Link>
          )}
          {onCorrect && (
            <Button
              size="small"
              type="link"
              icon={<EditOutlined />}
              data-testid={`trip-correct-${step.step}`}
              onClick={() => onCorrect(step)}
            >
              {t('timeline.correct')}
            </Button>
          )}
        </Flex>
      )}
      {showCorrections && (
        <ul
          style={{ margin: '4px 0 0', paddingInlineStart: 18 }}
          data-testid="trip-step-corrections"
        >
          {step.corrections.map((correction) => (
            <li key={correction.correctedAt}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('timeline.correction', {
                  previous: formatDateTime(correction.previousActualAt),
                  at: formatDateTime(correction.correctedAt),
                  name: correction.correctedBy.name,
                })}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface TripTimelineProps {
  trip: TripView;
  /** The carrier side may correct the times it recorded. */
  canCorrect: boolean;
  onCorrect: (step: TripStepView) => void;
}

/**
 * The trip from the signed contract to completion, in one vertical line that fits a phone:
 * each step with its planned date, its actual time, who recorded it and its corrections.
 */
export function TripTimeline({ trip, canCorrect, onCorrect }: TripTimelineProps) {
  // The server names every step; a step it left out still shows, as not reached.
  const steps = TRIP_STEPS.map(
    (name): TripStepView =>
      trip.steps.find((step) => step.step === name) ?? {
        step: name,
        plannedDate: null,
        actualAt: null,
        recordedBy: null,
        recordedAt: null,
        corrections: [],
      },
  );
  const firstOpen: TripStep | undefined = steps.find((step) => !isDone(step, trip))?.step;
  const stateOf = (step: TripStepView): StepState => {
    if (isDone(step, trip)) return 'done';
    return step.step === firstOpen ? 'next' : 'later';
  };
  return (
    <Timeline
      data-testid="trip-timeline"
      style={{ paddingTop: 8 }}
      items={steps.map((step) => {
        const state = stateOf(step);
        const correctable =
          canCorrect && step.actualAt !== null && CORRECTABLE_TRIP_STEPS.includes(step.step);
        return {
          key: step.step,
          color: COLORS[state],
          icon: state === 'next' ? <ClockCircleOutlined /> : undefined,
          content: (
            <StepContent
              step={step}
              state={state}
              onCorrect={correctable ? onCorrect : undefined}
            />
          ),
        };
      })}
    />
  );
}
