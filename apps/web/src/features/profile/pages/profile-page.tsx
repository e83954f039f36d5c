import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { useScreenTitle } from '../../../lib/routing/screen-title';
import { CompanyTab } from '../components/company-tab';
import { PasswordTab } from '../components/password-tab';
import { PersonalDataTab } from '../components/personal-data-tab';

type ProfileTab = 'personal' | 'password' | 'company';

const tabLabel = (key: ProfileTab, text: string) => (
  <span data-testid={`profile-tab-${key}`}>{text}</span>
);

/** `/profile`: the own contact data, the password, and the company's data and documents. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const can = useCan();
  const title = useScreenTitle();
  const [searchParams, setSearchParams] = useSearchParams();
  // Company data belongs to the forwarder and carrier sides; platform staff have none.
  const withCompany = can('read:company:own');
  const canEditCompany = can('update:company:own');
  const requested = searchParams.get('tab');
  // The tab lives in the address, so a reload or a shared link opens the same one.
  const active: ProfileTab =
    requested === 'password' || (requested === 'company' && withCompany) ? requested : 'personal';

  const items = [
    {
      key: 'personal',
      label: tabLabel('personal', t('tabs.personal')),
      children: <PersonalDataTab />,
    },
    { key: 'password', label: tabLabel('password', t('tabs.password')), children: <PasswordTab /> },
  ];
  if (withCompany) {
    items.push({
      key: 'company',
      label: tabLabel('company', t('tabs.company')),
      children: <CompanyTab canEdit={canEditCompany} />,
    });
  }

  return (
    <div data-testid="profile-page" style={{ maxWidth: 900, margin: '0 auto' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Card styles={{ body: { paddingTop: 8 } }}>
        <Tabs
          activeKey={active}
          onChange={(key) =>
            setSearchParams(key === 'personal' ? {} : { tab: key }, { replace: true })
          }
          items={items}
        />
      </Card>
    </div>
  );
}
