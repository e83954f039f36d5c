import { BarChartOutlined, TableOutlined } from '@ant-design/icons';
import { AnalyticsChartKind, AnalyticsColumnType, type AnalyticsFigure } from '@freight/shared';
import { Card, Empty, Flex, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/layout/use-is-mobile';
import { chartOptionOf } from '../model/figure-chart-option';
import { figureTextKey, isFigureEmpty, type FigureFormat } from '../model/figure-format';
import { FigureChart } from './figure-chart';
import { FigureExportButtons } from './figure-export-buttons';
import { FigureTable } from './figure-table';
import { FigureTitle } from './figure-title';

type FigureView = 'chart' | 'table';

interface FigureCardProps {
  figure: AnalyticsFigure;
  format: FigureFormat;
  fileName: string;
}

/** A ranking grows with its rows so each bar keeps room for its label. */
function chartHeight(figure: AnalyticsFigure, isMobile: boolean): number {
  const base = isMobile ? 240 : 280;
  if (figure.chart !== AnalyticsChartKind.RANKING) return base;
  return Math.max(160, figure.rows.length * 36 + 48);
}

/**
 * One figure: its title and definition, a chart or the same rows as a table, and its export.
 * A range with nothing to show says so in a sentence instead of drawing empty axes.
 */
export function FigureCard({ figure, format, fileName }: FigureCardProps) {
  const { t } = useTranslation('analytics');
  const isMobile = useIsMobile();
  const [view, setView] = useState<FigureView>('chart');
  const option = useMemo(
    () => chartOptionOf(figure, format, { narrow: isMobile }),
    [figure, format, isMobile],
  );
  const empty = isFigureEmpty(figure);
  const hasMoney = figure.columns.some((column) => column.type === AnalyticsColumnType.MONEY);
  const title = format.t(`${figureTextKey(figure.id, format)}.title`);

  let body;
  if (empty) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={hasMoney ? t('empty.money', { currency: format.currency }) : t('empty.figure')}
        data-testid="figure-empty"
      />
    );
  } else if (view === 'table') {
    body = <FigureTable figure={figure} format={format} />;
  } else {
    body = <FigureChart option={option} height={chartHeight(figure, isMobile)} label={title} />;
  }

  return (
    <Card
      size="small"
      title={<FigureTitle figureId={figure.id} format={format} />}
      styles={{ header: { paddingBlock: 4 } }}
      style={{ height: '100%' }}
      data-testid="analytics-figure"
      data-figure={figure.id}
      data-view={empty ? 'empty' : view}
    >
      <Flex vertical gap={8}>
        <Flex wrap justify="space-between" align="center" gap={8}>
          <Segmented<FigureView>
            size="small"
            value={view}
            disabled={empty}
            onChange={setView}
            data-testid="figure-view"
            options={[
              { value: 'chart', icon: <BarChartOutlined />, label: t('view.chart') },
              { value: 'table', icon: <TableOutlined />, label: t('view.table') },
            ]}
          />
          <FigureExportButtons figure={figure} format={format} fileName={fileName} />
        </Flex>
        {body}
      </Flex>
    </Card>
  );
}
