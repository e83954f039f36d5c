import { useTranslation } from 'react-i18next';
import { OptionalFilterChoice } from './optional-filter-choice';

type ActiveParam = 'true' | 'false';

interface ActiveFilterChoiceProps {
  /** The address's `active`: `true`, `false`, or absent for both. */
  value: string | undefined;
  onChange: (value: ActiveParam | undefined) => void;
  testId: string;
}

/** Active accounts, deactivated ones, or both: nothing is deleted, accounts are deactivated. */
export function ActiveFilterChoice({ value, onChange, testId }: ActiveFilterChoiceProps) {
  const { t } = useTranslation();
  return (
    <OptionalFilterChoice<ActiveParam>
      testId={testId}
      label={t('list.activeFilterLabel')}
      value={value}
      onChange={onChange}
      allLabel={t('list.filterAll')}
      options={[
        { value: 'true', label: t('list.filterActive') },
        { value: 'false', label: t('list.filterInactive') },
      ]}
    />
  );
}

/** The address's `active` as the API's query takes it. */
export function activeQueryOf(value: string | undefined): ActiveParam | undefined {
  return value === 'true' || value === 'false' ? value : undefined;
}
