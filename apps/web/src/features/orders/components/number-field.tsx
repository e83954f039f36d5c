import { InputNumber, type InputNumberProps } from 'antd';

interface NumberFieldProps extends Omit<InputNumberProps<number>, 'min' | 'max'> {
  max: number;
  /** Zero is a valid value (a declared value); otherwise the least is one step. */
  min?: number;
  testId: string;
  /** An amount of money: digits grouped by thousands ("1 250 000"). */
  money?: boolean;
}

/** "1250000.5" → "1 250 000.5": the whole part grouped by thousands. */
function groupThousands(value: number | string | undefined): string {
  if (value === undefined || value === '') return '';
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * The typed text without the grouping. The input parses the text it is given (an empty one
 * clears the value), so the parser hands back text despite its declared number type.
 */
const ungroup = ((text: string | undefined) => (text ?? '').replace(/\s/g, '')) as unknown as (
  text: string | undefined,
) => number;

/** A bounded number input (ORDER_LIMITS), full width, with the decimal keyboard on phones. */
export function NumberField({ testId, min = 0, max, money, ...props }: NumberFieldProps) {
  return (
    <InputNumber<number>
      min={min}
      max={max}
      inputMode="decimal"
      style={{ width: '100%' }}
      {...(money ? { formatter: groupThousands, parser: ungroup } : {})}
      {...props}
      data-testid={testId}
    />
  );
}
