import { DownloadOutlined } from '@ant-design/icons';
import { ANALYTICS_MAX_RANGE_DAYS, Currency } from '@freight/shared';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  isoDay,
  presetRange,
  RANGE_PRESETS,
  type AnalyticsSelection,
} from '../model/analytics-range';

interface AnalyticsFiltersProps {
  selection: AnalyticsSelection;
  /** Currencies with money in the range (the server says which), offered first. */
  currenciesWithData: readonly Currency[];
  onSelect: (patch: Partial<AnalyticsSelection>) => void;
  /** Absent while there is nothing to export (loading, an error). */
  onExportAll?: () => void;
  exporting: boolean;
}

/** The range (presets or any days up to a year), the currency, and the whole dashboard's file. */
export function AnalyticsFilters(props: AnalyticsFiltersProps) {
  const { selection, currenciesWithData, onSelect } = props;
  const { t } = useTranslation('analytics');
  const today = dayjs().startOf('day');
  const others = Object.values(Currency).filter((code) => !currenciesWithData.includes(code));
  const option = (code: Currency) => ({ value: code, label: code });

  // Beyond today nothing happened yet; a range longer than a year the server refuses.
  const disabledDate = (day: Dayjs, info: { from?: Dayjs }) =>
    day.isAfter(today, 'day') ||
    (info.from !== undefined && Math.abs(day.diff(info.from, 'day')) >= ANALYTICS_MAX_RANGE_DAYS);

  return (
    <Flex wrap gap={8} align="center" data-testid="analytics-filters">
      <DatePicker.RangePicker
        value={[dayjs(selection.from), dayjs(selection.to)]}
        format="DD.MM.YYYY"
        allowClear={false}
        disabledDate={disabledDate}
        presets={RANGE_PRESETS.map((preset) => ({
          label: <span data-testid={`analytics-preset-${preset}`}>{t(`presets.${preset}`)}</span>,
          value: presetRange(preset, today),
        }))}
        onChange={(days) => {
          const [from, to] = days ?? [];
          if (from && to) onSelect({ from: isoDay(from), to: isoDay(to) });
        }}
        aria-label={t('filters.range')}
        data-testid="analytics-range"
        style={{ minWidth: 0 }}
      />
      <Select<Currency>
        value={selection.currency}
        onChange={(currency) => onSelect({ currency })}
        aria-label={t('filters.currency')}
        data-testid="analytics-currency"
        style={{ width: 120 }}
        popupMatchSelectWidth={false}
        options={
          currenciesWithData.length === 0
            ? Object.values(Currency).map(option)
            : [
                { label: t('filters.withData'), options: currenciesWithData.map(option) },
                { label: t('filters.otherCurrencies'), options: others.map(option) },
              ]
        }
      />
      <Button
        icon={<DownloadOutlined />}
        disabled={!props.onExportAll}
        loading={props.exporting}
        onClick={props.onExportAll}
        data-testid="analytics-export-all"
      >
        {t('export.all')}
      </Button>
    </Flex>
  );
}
