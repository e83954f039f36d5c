import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

interface TripTimeFieldProps {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  /** The previous step's time: nothing before it may be chosen. */
  notBefore?: string | null;
  testId: string;
}

/** A date and time in the past (never the future, never before the previous step). */
export function TripTimeField({ value, onChange, notBefore, testId }: TripTimeFieldProps) {
  const earliest = notBefore ? dayjs(notBefore) : null;
  return (
    <DatePicker
      showTime={{ format: 'HH:mm' }}
      format="DD.MM.YYYY HH:mm"
      style={{ width: '100%' }}
      data-testid={testId}
      value={value ?? null}
      onChange={(date) => onChange?.(dayjs.isDayjs(date) ? date : null)}
      disabledDate={(date) =>
        date.isAfter(dayjs(), 'day') || (earliest !== null && date.isBefore(earliest, 'day'))
      }
    />
  );
}

/** Why a chosen time cannot be sent, as an `errors` key, or null. */
export function tripTimeRefusal(time: Dayjs, notBefore?: string | null): string | null {
  if (time.isAfter(dayjs())) return 'TRIP_TIME_IN_FUTURE';
  if (notBefore && time.isBefore(dayjs(notBefore))) return 'TRIP_TIME_BEFORE_PREVIOUS';
  return null;
}

interface TripTimeFormItemProps {
  /** The previous step's actual time, the earliest allowed. */
  previousAt: string | null;
  testId: string;
}

/** The form's `actualAt`: required, in the past, not before the previous step. */
export function TripTimeFormItem({ previousAt, testId }: TripTimeFormItemProps) {
  const { t } = useTranslation('trip');
  return (
    <Form.Item
      name="actualAt"
      label={t('next.actualAt')}
      rules={[
        {
          validator: async (_rule, value: Dayjs | null | undefined) => {
            if (!value) throw new Error(t('validation:required'));
            const refusal = tripTimeRefusal(value, previousAt);
            if (refusal) throw new Error(t(`errors:${refusal}`));
          },
        },
      ]}
    >
      <TripTimeField testId={testId} notBefore={previousAt} />
    </Form.Item>
  );
}
