import { InputNumber, type InputNumberProps } from 'antd';
import { formatAmountInput, parseAmountInput } from '../../../lib/format/format';

interface NumberFieldProps extends Omit<InputNumberProps<number>, 'min' | 'max'> {
  max: number;
  /** Zero is a valid value (a declared value); otherwise the least is one step. */
  min?: number;
  testId: string;
  /** An amount of money: digits grouped as the language groups them ("1 250 000"). */
  money?: boolean;
}

/**
 * The input parses the text it is given (an empty one clears the value), so the parser hands
 * back text despite its declared number type.
 */
const parseAmount = parseAmountInput as unknown as (text: string | undefined) => number;

/** A bounded number input (ORDER_LIMITS), full width, with the decimal keyboard on phones. */
export function NumberField({ testId, min = 0, max, money, ...props }: NumberFieldProps) {
  return (
    <InputNumber<number>
      min={min}
      max={max}
      inputMode="decimal"
      style={{ width: '100%' }}
      {...(money ? { formatter: formatAmountInput, parser: parseAmount } : {})}
      {...props}
      data-testid={testId}
    />
  );
}
