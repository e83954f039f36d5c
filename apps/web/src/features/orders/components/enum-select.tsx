import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** The values of a shared enum object, in its order (the options' order). */
export const enumValues = <T extends Record<string, string>>(list: T) =>
  Object.values(list) as T[keyof T][];

/** The reference lists that are fields of the request form, named as the form's fields. */
export type OrderFormEnumList =
  | 'transportType'
  | 'orderType'
  | 'paymentTerms'
  | 'packageType'
  | 'loadingMethod'
  | 'transportationType'
  | 'transportationView';

/** The translated reference lists of `orders.json`, named as the shared enums are. */
export type OrderEnumList =
  OrderFormEnumList | 'status' | 'currency' | 'problemStatus' | 'deletionStatus';

interface EnumSelectProps<T extends string> extends Omit<SelectProps<T | T[]>, 'options'> {
  values: readonly T[];
  list: OrderEnumList;
  testId: string;
  /** The currency list shows codes (KZT) in the field, the names in the options. */
  shortLabels?: boolean;
}

/**
 * A reference list as a select: values from the shared enum, labels from `orders:<list>.*`,
 * each option marked `option-<VALUE>` for the end-to-end tests. Typing filters by label.
 */
export function EnumSelect<T extends string>(props: EnumSelectProps<T>) {
  const { values, list, testId, shortLabels, ...selectProps } = props;
  const { t } = useTranslation('orders');
  const options = values.map((value) => ({
    value,
    label: shortLabels ? value : t(`${list}.${value}`),
    name: t(`${list}.${value}`),
  }));
  return (
    <Select<T | T[]>
      showSearch={{ optionFilterProp: 'name' }}
      // Every option in the page (the lists are short), so a test or a user finds any of them.
      virtual={false}
      {...selectProps}
      data-testid={testId}
      options={options}
      optionRender={(option) => (
        <span data-testid={`option-${String(option.value)}`}>{option.data.name}</span>
      )}
    />
  );
}
