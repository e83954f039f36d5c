import { useTranslation } from 'react-i18next';
import { FilterChoice } from '../filter-choice';

type ActiveFilter = 'all' | 'active' | 'inactive';
type ActiveParam = 'true' | 'false' | undefined;

const PARAM_OF: Record<ActiveFilter, ActiveParam> = {
  all: undefined,
  active: 'true',
  inactive: 'false',
};

interface ActiveFilterChoiceProps {
  /** The address's `active`: `true`, `false`, or absent for both. */
  value: string | undefined;
  onChange: (value: ActiveParam) => void;
  testId: string;
}

/** Active accounts, deactivated ones, or both: nothing is deleted, accounts are deactivated. */
export function ActiveFilterChoice({ value, onChange, testId }: ActiveFilterChoiceProps) {
  const { t } = useTranslation();
  const current =
    (Object.keys(PARAM_OF) as ActiveFilter[]).find((filter) => PARAM_OF[filter] === value) ?? 'all';
  return (
    <FilterChoice<ActiveFilter>
      testId={testId}
      label={t('list.activeFilterLabel')}
      value={current}
      onChange={(next) => onChange(PARAM_OF[next])}
      options={[
        { value: 'all', label: t('list.filterAll') },
        { value: 'active', label: t('list.filterActive') },
        { value: 'inactive', label: t('list.filterInactive') },
      ]}
    />
  );
}

/** The address's `active` as the API's query takes it. */
export function activeQueryOf(value: string | undefined): ActiveParam {
  return value === 'true' || value === 'false' ? value : undefined;
}
