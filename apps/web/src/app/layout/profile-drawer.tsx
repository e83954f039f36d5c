import { EditOutlined } from '@ant-design/icons';
import type { Account } from '@freight/shared';
import { Descriptions, type DescriptionsProps, Divider, Drawer, Rate, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullNameOf, organizationNameOf, roleLabelKey } from '../../lib/account/account-display';
import { RatingSummaryText } from '../../ui/rating-summary';
import { TrustScoreLink } from '../../ui/trust-score-link';

interface ProfileDrawerProps {
  account: Account;
  open: boolean;
  onClose: () => void;
  isMobile: boolean;
}

const value = (testId: string, content: ReactNode) => <span data-testid={testId}>{content}</span>;

/** Spec section 2: full name, phone, rating if any, and the organisation's details. */
export function ProfileDrawer({ account, open, onClose, isMobile }: ProfileDrawerProps) {
  const { t } = useTranslation();
  const empty = t('profile.noValue');
  const organizationName = organizationNameOf(account);

  const personal: DescriptionsProps['items'] = [
    {
      key: 'fullName',
      label: t('profile.fullName'),
      children: value('profile-full-name', fullNameOf(account)),
    },
    {
      key: 'role',
      label: t('profile.role'),
      children: value('profile-role', t(roleLabelKey(account.roleType))),
    },
    { key: 'email', label: t('profile.email'), children: value('profile-email', account.login) },
    {
      key: 'phone',
      label: t('profile.phone'),
      children: value('profile-phone', account.phoneNumber || empty),
    },
  ];
  if (account.rating !== null) {
    personal.push({
      key: 'rating',
      label: t('profile.rating'),
      children: value(
        'profile-rating',
        <>
          <Rate disabled allowHalf value={account.rating} style={{ fontSize: 14 }} />{' '}
          <RatingSummaryText rated={account} />
        </>,
      ),
    });
  }

  const organization: DescriptionsProps['items'] = organizationName
    ? [
        {
          key: 'organization',
          label: t('profile.organization'),
          children: value('profile-organization', organizationName),
        },
        {
          key: 'trustScore',
          label: t('profile.trustScore'),
          children: <TrustScoreLink companyId={account.companyId} fallback={empty} />,
        },
        {
          key: 'bin',
          label: t('profile.bin'),
          children: value('profile-bin', account.companyBIN || empty),
        },
        {
          key: 'legalAddress',
          label: t('profile.legalAddress'),
          children: value('profile-legal-address', account.legalAddress || empty),
        },
        {
          key: 'actualAddress',
          label: t('profile.actualAddress'),
          children: value('profile-actual-address', account.actualAddress || empty),
        },
      ]
    : [];

  return (
    <Drawer
      title={t('profile.title')}
      placement="right"
      size={isMobile ? '100%' : 420}
      open={open}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Link to="/profile" onClick={onClose} data-testid="profile-edit-link">
          <EditOutlined /> {t('profile.edit')}
        </Link>
      }
    >
      <div data-testid="profile-drawer">
        <Descriptions column={1} size="small" items={personal} />
        {organization.length > 0 && (
          <>
            <Divider />
            <Typography.Title level={5}>{t('profile.organizationSection')}</Typography.Title>
            <Descriptions column={1} size="small" items={organization} />
          </>
        )}
      </div>
    </Drawer>
  );
}
