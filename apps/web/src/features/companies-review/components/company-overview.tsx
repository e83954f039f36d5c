import type { CompanyDetail } from '@freight/shared';
import { Card, Col, Descriptions, Row, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { personFullName } from '../../../lib/account/account-display';
import { formatDateTime } from '../../../lib/format/format';
import { ActiveTag } from '../../../ui/active-tag';
import { RatingSummaryText, ratedOf } from '../../../ui/rating-summary';
import { TrustScoreLink } from '../../../ui/trust-score-link';

const value = (content: ReactNode, testId?: string) => (
  <span data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
    {content}
  </span>
);

/** The owner's contact details and the company's registration data, side by side. */
export function CompanyOverview({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('review');
  const none = t('detail.noValue');
  const { owner } = company;

  const contacts: DescriptionsProps['items'] = [
    {
      key: 'ownerName',
      label: t('detail.ownerName'),
      children: value(owner ? personFullName(owner) : none, 'company-owner-name'),
    },
    {
      key: 'phone',
      label: t('detail.phone'),
      children: value(owner?.phone || none, 'company-owner-phone'),
    },
    {
      key: 'email',
      label: t('detail.email'),
      children: value(
        owner ? <a href={`mailto:${owner.login}`}>{owner.login}</a> : none,
        'company-owner-email',
      ),
    },
    {
      key: 'account',
      label: t('detail.account'),
      children: owner ? <ActiveTag active={owner.isActive} /> : none,
    },
  ];

  const details: DescriptionsProps['items'] = [
    {
      key: 'organizationName',
      label: t('detail.organizationName'),
      children: value(company.organizationName, 'company-name'),
    },
    { key: 'bin', label: t('detail.bin'), children: value(company.bin, 'company-bin') },
    {
      key: 'legalAddress',
      label: t('detail.legalAddress'),
      children: value(company.legalAddress || none),
    },
    {
      key: 'actualAddress',
      label: t('detail.actualAddress'),
      children: value(company.actualAddress || none),
    },
    {
      key: 'signatoryPosition',
      label: t('detail.signatoryPosition'),
      children: value(company.signatoryPosition || none),
    },
    {
      key: 'rating',
      label: t('common:profile.rating'),
      children: <RatingSummaryText rated={ratedOf(company)} testId="company-rating" />,
    },
    {
      key: 'trustScore',
      label: t('common:profile.trustScore'),
      children: <TrustScoreLink companyId={company.id} fallback={none} />,
    },
    {
      key: 'createdAt',
      label: t('detail.registeredAt'),
      children: formatDateTime(company.createdAt),
    },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card
          title={t('detail.contacts')}
          style={{ height: '100%' }}
          data-testid="company-contacts"
        >
          <Descriptions column={1} size="small" items={contacts} />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card title={t('detail.company')} style={{ height: '100%' }} data-testid="company-data">
          <Descriptions column={1} size="small" items={details} />
        </Card>
      </Col>
    </Row>
  );
}
