import { AnalyticsChartKind, type AnalyticsDashboard } from '@freight/shared';
import { Alert, App, Col, Flex, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../../lib/routing/screen-title';
import { useAccount } from '../../../lib/session/use-session';
import { PageError } from '../../../ui/page-state';
import { useAnalyticsDashboard } from '../api/get-analytics-dashboard';
import { AnalyticsFilters } from '../components/analytics-filters';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { FigureCard } from '../components/figure-card';
import { KpiCard } from '../components/kpi-card';
import { dashboardKindOf } from '../model/dashboard-kind';
import { downloadXlsx, exportTableOf } from '../model/figure-export';
import { FIGURE_NAMESPACES, type FigureFormat } from '../model/figure-format';
import { useAnalyticsSelection } from '../model/use-analytics-selection';

/** `analytics-forwarder-2026-10-26_2026-11-24`, then the figure's id for one figure's file. */
const fileNameOf = (dashboard: AnalyticsDashboard, figureId?: string) =>
  ['analytics', dashboard.kind, figureId, `${dashboard.from}_${dashboard.to}`]
    .filter(Boolean)
    .join('-');

function DashboardFigures({
  dashboard,
  format,
}: {
  dashboard: AnalyticsDashboard;
  format: FigureFormat;
}) {
  return (
    <Row gutter={[16, 16]}>
      {dashboard.figures.map((figure) => {
        const fileName = fileNameOf(dashboard, figure.id);
        return figure.chart === AnalyticsChartKind.KPI ? (
          <Col span={24} key={figure.id}>
            <KpiCard figure={figure} format={format} fileName={fileName} />
          </Col>
        ) : (
          <Col xs={24} lg={12} key={figure.id}>
            <FigureCard figure={figure} format={format} fileName={fileName} />
          </Col>
        );
      })}
    </Row>
  );
}

/**
 * `/analytics`: the dashboard of the reader's role — a forwarder's or a carrier's company, or
 * the whole platform for the admin — for a range and a currency kept in the address. Every
 * number comes computed from the server; the page only draws, tabulates and exports it.
 */
export function AnalyticsPage() {
  const { t } = useTranslation(FIGURE_NAMESPACES);
  const { message } = App.useApp();
  const title = useScreenTitle();
  const role = useAccount()?.roleType;
  // The route admits only roles that have a dashboard, so a kind is always found.
  const kind = (role && dashboardKindOf(role)) || 'forwarder';
  const { selection, select } = useAnalyticsSelection();
  const query = useAnalyticsDashboard({ kind, ...selection });
  const dashboard = query.data;
  const [exporting, setExporting] = useState(false);

  // The numbers on screen are formatted in the currency and buckets they were computed in,
  // also while the next range's answer is on its way.
  const format = useMemo<FigureFormat | undefined>(
    () =>
      dashboard && {
        kind: dashboard.kind,
        currency: dashboard.currency,
        bucket: dashboard.bucket,
        t,
      },
    [dashboard, t],
  );

  const exportAll =
    dashboard && format
      ? async () => {
          setExporting(true);
          try {
            const tables = dashboard.figures.map((figure) => exportTableOf(figure, format));
            await downloadXlsx(tables, fileNameOf(dashboard));
          } catch {
            void message.error(t('analytics:export.failed'));
          } finally {
            setExporting(false);
          }
        }
      : undefined;

  let content;
  if (dashboard && format) {
    const refreshing = query.isFetching && query.isPlaceholderData;
    content = (
      <div
        aria-busy={refreshing}
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity .2s' }}
      >
        <DashboardFigures dashboard={dashboard} format={format} />
      </div>
    );
  } else if (query.isError) {
    content = <PageError error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <DashboardSkeleton />;
  }

  return (
    <Flex
      vertical
      gap={16}
      data-testid="analytics-page"
      data-kind={kind}
      data-loaded={
        dashboard && !query.isPlaceholderData
          ? `${dashboard.from}_${dashboard.to}_${dashboard.currency}`
          : ''
      }
    >
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{t(`analytics:subtitle.${kind}`)}</Typography.Text>
      </div>
      <AnalyticsFilters
        selection={selection}
        currenciesWithData={dashboard?.currenciesWithData ?? []}
        onSelect={select}
        onExportAll={exportAll && (() => void exportAll())}
        exporting={exporting}
      />
      {dashboard?.ownOrdersOnly && (
        <Alert
          type="info"
          showIcon
          title={t('analytics:ownOrdersOnly')}
          data-testid="analytics-own-orders"
        />
      )}
      {content}
    </Flex>
  );
}
