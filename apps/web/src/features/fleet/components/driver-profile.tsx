import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { DriverDocument, DriverStatus, type DriverDetail } from '@freight/shared';
import { Alert, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { personFullName } from '../../../lib/account/account-display';
import { useDownloadStoredFile } from '../../../lib/files/stored-file';
import { formatDate, formatDateTime } from '../../../lib/format/format';
import { RatingSummaryText } from '../../../ui/rating-summary';
import { useIsMobile } from '../../../lib/layout/use-is-mobile';
import { FileViewerModal } from '../../../ui/file-viewer-modal';
import { PageEmpty } from '../../../ui/page-state';
import { DriverFines } from './driver-fines';
import { DriverHistory } from './driver-history';
import { DriverPhoto } from './driver-photo';
import { DriverFlags } from './driver-flags';

/** A document's expiry date, flagged when it has passed; the flag wraps under a long date. */
function ExpiryDate({ date, expired, testId }: { date: string; expired: boolean; testId: string }) {
  const { t } = useTranslation('fleet');
  return (
    <Flex wrap gap={8} align="center" style={{ minWidth: 0 }}>
      <span data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(date)}
      </span>
      {expired && (
        <Tag color="orange" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
          {t('flags.expired')}
        </Tag>
      )}
    </Flex>
  );
}

function IdentityFile({ driver }: { driver: DriverDetail }) {
  const { t } = useTranslation('fleet');
  const [viewing, setViewing] = useState(false);
  const download = useDownloadStoredFile();
  const file = driver.identityPdf;
  if (!file) return <Typography.Text type="secondary">{t('detail.noIdentityPdf')}</Typography.Text>;
  return (
    <Flex wrap gap={8}>
      <Button
        icon={<EyeOutlined />}
        data-testid="driver-identity-view"
        onClick={() => setViewing(true)}
      >
        {t('detail.viewIdentityPdf')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        data-testid="driver-identity-download"
        loading={download.isPending}
        onClick={() => download.mutate(file)}
      >
        {t('detail.download')}
      </Button>
      <FileViewerModal
        file={viewing ? file : null}
        onClose={() => setViewing(false)}
        testId="driver-identity-viewer"
      />
    </Flex>
  );
}

function DriverVehicles({ driver }: { driver: DriverDetail }) {
  const { t } = useTranslation('fleet');
  return (
    <Card title={t('detail.vehicles')} data-testid="driver-vehicles">
      {driver.vehicles.length === 0 ? (
        <PageEmpty title={t('detail.noVehicles')} compact />
      ) : (
        driver.vehicles.map((vehicle) => (
          <Flex
            key={vehicle.id}
            data-testid="driver-vehicle"
            data-plate={vehicle.plateNumber}
            wrap
            gap={8}
            justify="space-between"
            style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <Typography.Text strong>{vehicle.plateNumber}</Typography.Text>
            <Typography.Text>
              {vehicle.brand} {vehicle.model}, {vehicle.manufactureYear}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              VIN {vehicle.vin}
            </Typography.Text>
          </Flex>
        ))
      )}
    </Card>
  );
}

interface DriverProfileProps {
  driver: DriverDetail;
  /** The buttons of whoever looks: the security service's decisions, the carrier's edit. */
  actions?: ReactNode;
  /** The security service records fines. */
  canAddFine: boolean;
  /** The way back to the list. */
  back: ReactNode;
}

/**
 * One driver as the security service and the carrier see it: photo, identity document (with
 * the PDF), licence, vehicles, fines, rating and the whole history of decisions.
 */
export function DriverProfile({ driver, actions, canAddFine, back }: DriverProfileProps) {
  const { t } = useTranslation('fleet');
  const isMobile = useIsMobile();
  const name = personFullName(driver);
  const expired = new Set(driver.expiredDocuments);
  const column = isMobile ? 1 : 2;
  // On a phone a Kazakh label beside its value leaves the value a few pixels: label above it.
  const layout = isMobile ? 'vertical' : 'horizontal';

  return (
    <Flex
      vertical
      gap={16}
      data-testid="driver-detail"
      data-driver-id={driver.id}
      data-status={driver.status}
      data-blacklisted={String(driver.blacklisted)}
    >
      {back}
      <Flex wrap align="center" justify="space-between" gap={12}>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {driver.companyName}
          </Typography.Text>
          <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {name}
          </Typography.Title>
          <DriverFlags driver={driver} />
        </Flex>
        {actions}
      </Flex>
      {driver.retiredAt && (
        <Alert
          type="info"
          showIcon
          data-testid="driver-retired"
          title={t('detail.retired', { date: formatDateTime(driver.retiredAt) })}
        />
      )}
      {driver.status === DriverStatus.REJECTED && driver.reviewComment && (
        <Alert
          type="error"
          showIcon
          data-testid="driver-review-comment"
          title={t('detail.rejectionComment')}
          description={
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {driver.reviewComment}
            </span>
          }
        />
      )}
      {driver.blacklisted && (
        <Alert
          type="error"
          showIcon
          data-testid="driver-blacklist-alert"
          title={t('detail.blacklisted')}
          description={
            <span
              data-testid="driver-blacklist-reason"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {driver.blacklistReason}
            </span>
          }
        />
      )}
      <Card title={t('detail.identity')} data-testid="driver-identity">
        <Flex gap={16} wrap align="flex-start">
          <DriverPhoto photo={driver.photo} name={name} />
          <Flex vertical gap={12} style={{ flex: '1 1 280px', minWidth: 0 }}>
            <Descriptions size="small" column={column} layout={layout}>
              <Descriptions.Item label={t('fields.iin')}>
                <span data-testid="driver-iin">{driver.iin}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.phone')}>{driver.phone}</Descriptions.Item>
              <Descriptions.Item label={t('fields.documentNumber')}>
                {driver.identityDocument.number}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.issuedBy')}>
                {driver.identityDocument.issuedBy}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.issueDate')}>
                {formatDate(driver.identityDocument.issueDate)}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.expiryDate')}>
                <ExpiryDate
                  date={driver.identityDocument.expiryDate}
                  expired={expired.has(DriverDocument.IDENTITY_DOCUMENT)}
                  testId="driver-identity-expiry"
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.registeredAddress')} span={column}>
                <span style={{ overflowWrap: 'anywhere' }}>
                  {driver.identityDocument.registeredAddress}
                </span>
              </Descriptions.Item>
            </Descriptions>
            <IdentityFile driver={driver} />
          </Flex>
        </Flex>
      </Card>
      <Card title={t('detail.licence')} data-testid="driver-licence">
        <Descriptions size="small" column={column} layout={layout}>
          <Descriptions.Item label={t('fields.licenceNumber')}>
            {driver.licence.number}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.licenceExpiryDate')}>
            <ExpiryDate
              date={driver.licence.expiryDate}
              expired={expired.has(DriverDocument.DRIVING_LICENCE)}
              testId="driver-licence-expiry"
            />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.licenceCategories')} span={column}>
            <Flex wrap gap={4}>
              {driver.licence.categories.map((code) => (
                <Tag key={code} style={{ marginInlineEnd: 0 }}>
                  {code}
                </Tag>
              ))}
            </Flex>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('detail.rating')}>
        <Typography.Text strong={driver.rating !== null}>
          <RatingSummaryText
            rated={driver}
            testId="driver-rating"
            emptyText={t('detail.noRating')}
          />
        </Typography.Text>
      </Card>
      <DriverVehicles driver={driver} />
      <DriverFines driver={driver} canAdd={canAddFine} />
      <DriverHistory history={driver.history} />
    </Flex>
  );
}
