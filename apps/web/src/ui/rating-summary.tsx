import { StarFilled } from '@ant-design/icons';
import type { RatingSummary } from '@freight/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRating } from '../lib/format/format';

/** Something rated: the average it has always carried, and the summary with its count. */
export interface Rated {
  rating?: number | null;
  ratingSummary?: RatingSummary | null;
}

/**
 * The rating fields of a view whose shared schema may not name them yet (companies gain
 * `ratingSummary` with issue 9's API): read when present, absent otherwise.
 */
export function ratedOf(entity: object): Rated {
  const { rating, ratingSummary } = entity as Rated;
  return { rating, ratingSummary };
}

/** The average and the number of ratings; the count is unknown where only the average came. */
export function ratingSummaryOf(rated: Rated): { average: number | null; count: number | null } {
  if (rated.ratingSummary) return rated.ratingSummary;
  return { average: rated.rating ?? null, count: null };
}

interface RatingSummaryTextProps {
  rated: Rated;
  testId?: string;
  /** Shown when nothing is rated yet; "No ratings yet" by default. */
  emptyText?: string;
}

/** "4.5 ★ (12)": the average of completed orders' ratings with how many there are. */
export function RatingSummaryText({ rated, testId, emptyText }: RatingSummaryTextProps) {
  const { t } = useTranslation();
  const { average, count } = ratingSummaryOf(rated);
  if (average === null) {
    return (
      <Typography.Text type="secondary" data-testid={testId} data-count={count ?? undefined}>
        {emptyText ?? t('rating.none')}
      </Typography.Text>
    );
  }
  const label =
    count === null
      ? t('rating.average', { average: formatRating(average) })
      : t('rating.summary', { average: formatRating(average), count });
  return (
    <span
      aria-label={label}
      title={label}
      data-testid={testId}
      data-average={average}
      data-count={count ?? undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatRating(average)} <StarFilled style={{ color: '#faad14' }} />
      {count !== null && ` (${count})`}
    </span>
  );
}
