import { DownloadOutlined } from '@ant-design/icons';
import { ANALYTICS_MAX_RANGE_DAYS, Currency } from '@freight/shared';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/layout/use-is-mobile';
import {
  isoDay,
  platformTodayDay,
  presetOf,
  presetRange,
  RANGE_PRESETS,
  type AnalyticsSelection,
  type RangePreset,
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

const DAY_FORMAT = 'DD.MM.YYYY';
const CUSTOM = 'custom';

interface RangeProps {
  selection: AnalyticsSelection;
  onSelect: AnalyticsFiltersProps['onSelect'];
  today: Dayjs;
}

/** Beyond today nothing happened yet; a range longer than a year the server refuses. */
const outOfRange = (day: Dayjs, today: Dayjs, otherEnd: Dayjs | undefined) =>
  day.isAfter(today, 'day') ||
  (otherEnd !== undefined && Math.abs(day.diff(otherEnd, 'day')) >= ANALYTICS_MAX_RANGE_DAYS);

/** A wide screen: one range picker, its presets beside the two months. */
function DesktopRange({ selection, onSelect, today }: RangeProps) {
  const { t } = useTranslation('analytics');
  return (
    <DatePicker.RangePicker
      // Each end is its own input, named by antd's "start date" and "end date" placeholders.
      id={{ start: 'analytics-range-from', end: 'analytics-range-to' }}
      value={[dayjs(selection.from), dayjs(selection.to)]}
      format={DAY_FORMAT}
      allowClear={false}
      disabledDate={(day, info) => outOfRange(day, today, info.from)}
      presets={RANGE_PRESETS.map((preset) => ({
        label: <span data-testid={`analytics-preset-${preset}`}>{t(`presets.${preset}`)}</span>,
        value: presetRange(preset, today),
      }))}
      onChange={(days) => {
        const [from, to] = days ?? [];
        if (from && to) onSelect({ from: isoDay(from), to: isoDay(to) });
      }}
    />
  );
}

interface DayPickerProps {
  end: 'from' | 'to';
  value: Dayjs;
  onChange: (day: Dayjs) => void;
  disabledDate: (day: Dayjs) => boolean;
}

/** One end of the range on a phone: a one-month calendar, no keyboard popping up. */
function DayPicker({ end, value, onChange, disabledDate }: DayPickerProps) {
  const { t } = useTranslation('analytics');
  return (
    <DatePicker
      id={`analytics-range-${end}`}
      value={value}
      format={DAY_FORMAT}
      allowClear={false}
      inputReadOnly
      aria-label={t(`filters.${end}`)}
      placeholder={t(`filters.${end}`)}
      disabledDate={disabledDate}
      onChange={(day) => day && onChange(day)}
      style={{ flex: 1 }}
    />
  );
}

/**
 * A phone: the range picker's two months and presets are wider than the screen, so the
 * presets are a list and each end of the range a one-month picker of its own.
 */
function PhoneRange({ selection, onSelect, today }: RangeProps) {
  const { t } = useTranslation('analytics');
  const from = dayjs(selection.from);
  const to = dayjs(selection.to);
  const choosePreset = (preset: RangePreset | typeof CUSTOM) => {
    if (preset === CUSTOM) return;
    const [start, end] = presetRange(preset, today);
    onSelect({ from: isoDay(start), to: isoDay(end) });
  };
  return (
    <>
      <Select<RangePreset | typeof CUSTOM>
        value={presetOf(selection.from, selection.to, today) ?? CUSTOM}
        onChange={choosePreset}
        aria-label={t('filters.preset')}
        data-testid="analytics-preset"
        style={{ width: '100%' }}
        options={[
          ...RANGE_PRESETS.map((preset) => ({ value: preset, label: t(`presets.${preset}`) })),
          { value: CUSTOM, label: t('presets.custom'), disabled: true },
        ]}
      />
      <Flex gap={8} style={{ width: '100%' }}>
        <DayPicker
          end="from"
          value={from}
          onChange={(day) => onSelect({ from: isoDay(day) })}
          disabledDate={(day) => day.isAfter(to, 'day') || outOfRange(day, today, to)}
        />
        <DayPicker
          end="to"
          value={to}
          onChange={(day) => onSelect({ to: isoDay(day) })}
          disabledDate={(day) => day.isBefore(from, 'day') || outOfRange(day, today, from)}
        />
      </Flex>
    </>
  );
}

/** The range (presets or any days up to a year), the currency, and the whole dashboard's file. */
export function AnalyticsFilters(props: AnalyticsFiltersProps) {
  const { selection, currenciesWithData, onSelect } = props;
  const { t } = useTranslation('analytics');
  const isMobile = useIsMobile();
  const today = platformTodayDay();
  const others = Object.values(Currency).filter((code) => !currenciesWithData.includes(code));
  const option = (code: Currency) => ({
    value: code,
    label: <span data-testid={`option-${code}`}>{code}</span>,
  });
  const Range = isMobile ? PhoneRange : DesktopRange;

  return (
    <Flex wrap gap={8} align="center" data-testid="analytics-filters">
      <Range selection={selection} onSelect={onSelect} today={today} />
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
