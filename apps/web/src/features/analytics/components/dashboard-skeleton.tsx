import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** The dashboard's shape while its first answer is on the way: KPIs, then a grid of charts. */
export function DashboardSkeleton() {
  const { t } = useTranslation('analytics');
  return (
    <Row gutter={[16, 16]} role="status" aria-label={t('loading')} data-testid="analytics-loading">
      <Col span={24}>
        <Card size="small">
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </Card>
      </Col>
      {[0, 1, 2, 3].map((index) => (
        <Col xs={24} lg={12} key={index}>
          <Card size="small">
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
