import type { AnalyticsFigure } from '@freight/shared';
import { Card, Col, Flex, Row, Statistic } from 'antd';
import { columnTitle, formatCell, type FigureFormat } from '../model/figure-format';
import { FigureExportButtons } from './figure-export-buttons';
import { FigureTitle } from './figure-title';

interface KpiCardProps {
  figure: AnalyticsFigure;
  format: FigureFormat;
  fileName: string;
}

/** Headline numbers: a KPI figure's one row, a statistic per column. */
export function KpiCard({ figure, format, fileName }: KpiCardProps) {
  const row = figure.rows[0] ?? {};
  return (
    <Card
      size="small"
      title={<FigureTitle figureId={figure.id} format={format} />}
      extra={<FigureExportButtons figure={figure} format={format} fileName={fileName} />}
      data-testid="analytics-figure"
      data-figure={figure.id}
      data-view="kpi"
    >
      <Row gutter={[16, 16]}>
        {figure.columns.map((column) => {
          const value = row[column.key] ?? null;
          return (
            <Col
              xs={12}
              sm={8}
              xl={Math.max(4, Math.floor(24 / figure.columns.length))}
              key={column.key}
            >
              <Flex
                vertical
                data-testid="kpi"
                data-column={column.key}
                data-value={value === null ? '' : String(value)}
              >
                <Statistic
                  title={columnTitle(figure.id, column, format)}
                  value={formatCell(value, column, format)}
                  styles={{ content: { fontSize: 22 } }}
                />
              </Flex>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
