import { DatePicker, type DatePickerProps } from 'antd';
import dayjs from 'dayjs';

/** The calendar date format of the API and the shared schemas. */
export const ISO_DATE = 'YYYY-MM-DD';

interface DateFieldProps extends Omit<DatePickerProps, 'value' | 'onChange'> {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  testId: string;
}

/**
 * A date picker whose value is the `YYYY-MM-DD` string the shared schemas check, so a form holds
 * what it sends. Shown in the app's `DD.MM.YYYY`.
 */
export function DateField({ value, onChange, testId, ...pickerProps }: DateFieldProps) {
  return (
    <DatePicker
      format="DD.MM.YYYY"
      style={{ width: '100%' }}
      {...pickerProps}
      data-testid={testId}
      value={value ? dayjs(value, ISO_DATE) : null}
      onChange={(date) => onChange?.(dayjs.isDayjs(date) ? date.format(ISO_DATE) : undefined)}
    />
  );
}
