import { PlusOutlined } from '@ant-design/icons';
import type { DriverDetail, DriverFine } from '@freight/shared';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format/format';
import { PageEmpty } from '../../../ui/page-state';
import { FineDialog } from './fine-dialog';

function FineRow({ fine }: { fine: DriverFine }) {
  return (
    <Flex
      data-testid="driver-fine"
      data-fine-id={fine.id}
      wrap
      justify="space-between"
      gap={8}
      style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <Flex vertical style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Typography.Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {fine.description}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDate(fine.finedOn)}
        </Typography.Text>
      </Flex>
      <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(fine.amount, fine.currency)}
      </Typography.Text>
    </Flex>
  );
}

interface DriverFinesProps {
  driver: DriverDetail;
  /** The security service records fines; everyone else reads them. */
  canAdd: boolean;
}

/** The driver's fines, newest first, and their total per currency. */
export function DriverFines({ driver, canAdd }: DriverFinesProps) {
  const { t } = useTranslation('fleet');
  const [adding, setAdding] = useState(false);
  const fines = [...driver.fines].sort((a, b) => b.finedOn.localeCompare(a.finedOn));
  return (
    <Card
      title={t('fines.title')}
      data-testid="driver-fines"
      extra={
        canAdd && (
          <Button icon={<PlusOutlined />} data-testid="fine-add" onClick={() => setAdding(true)}>
            {t('fines.add')}
          </Button>
        )
      }
    >
      <Flex wrap gap={8} align="baseline" style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('fines.total')}:</Typography.Text>
        <Typography.Text strong data-testid="driver-fines-total">
          {driver.fineTotals.length === 0
            ? t('fines.noTotal')
            : driver.fineTotals
                .map((total) => formatMoney(total.amount, total.currency))
                .join(' · ')}
        </Typography.Text>
      </Flex>
      {fines.length === 0 ? (
        <PageEmpty title={t('fines.empty')} compact />
      ) : (
        fines.map((fine) => <FineRow key={fine.id} fine={fine} />)
      )}
      {canAdd && <FineDialog driver={driver} open={adding} onClose={() => setAdding(false)} />}
    </Card>
  );
}
