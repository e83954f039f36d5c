import { Segmented, Select } from 'antd';
import { useIsMobile } from '../lib/layout/use-is-mobile';

interface FilterChoiceProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
  /** Names the filter for screen readers (the phone's picker has no visible label). */
  label: string;
  testId: string;
}

/**
 * One of a few list filters: buttons side by side on a wide screen, a picker on a phone, where
 * long labels (Kazakh, Russian) would push the buttons past the screen's edge.
 */
export function FilterChoice<T extends string>(props: FilterChoiceProps<T>) {
  const { value, onChange, options, label, testId } = props;
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Select<T>
        data-testid={testId}
        aria-label={label}
        value={value}
        onChange={onChange}
        options={options}
        style={{ flex: '1 1 140px', minWidth: 0 }}
      />
    );
  }
  return (
    <Segmented<T>
      data-testid={testId}
      aria-label={label}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}
