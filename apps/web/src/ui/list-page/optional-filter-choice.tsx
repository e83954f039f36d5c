import { FilterChoice } from '../filter-choice';

/** The choice that turns the filter off; it never reaches the address. */
const ALL = '*';

interface OptionalFilterChoiceProps<V extends string> {
  /** The filter as the address has it; anything but an option's value reads as "all". */
  value: string | undefined;
  /** `undefined`: the filter is off. */
  onChange: (value: V | undefined) => void;
  /** The first choice, which turns the filter off ("All", "All statuses"). */
  allLabel: string;
  options: { value: V; label: string }[];
  /** Names the filter for screen readers. */
  label: string;
  testId: string;
}

/** A list filter that is either off or one of a few values, kept in the address. */
export function OptionalFilterChoice<V extends string>(props: OptionalFilterChoiceProps<V>) {
  const { value, onChange, options } = props;
  const current = options.find((option) => option.value === value)?.value ?? ALL;
  return (
    <FilterChoice<V | typeof ALL>
      testId={props.testId}
      label={props.label}
      value={current}
      onChange={(next) => onChange(next === ALL ? undefined : next)}
      options={[{ value: ALL, label: props.allLabel }, ...options]}
    />
  );
}
