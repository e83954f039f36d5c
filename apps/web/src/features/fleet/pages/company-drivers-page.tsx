import { UserAddOutlined } from '@ant-design/icons';
import { DriverStatus } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../../../ui/list-page/editor-drawer';
import { ListPage } from '../../../ui/list-page/list-page';
import { OptionalFilterChoice } from '../../../ui/list-page/optional-filter-choice';
import { useListPage } from '../../../ui/list-page/use-list-page';
import { companyDriverListQueryOptions } from '../api/get-company-drivers';
import { CompanyDriverActions } from '../components/company-driver-actions';
import { DriverEditor } from '../components/driver-editor';
import { DriverList } from '../components/driver-list';
import { driverSort } from '../components/driver-sorts';

const STATUSES: readonly DriverStatus[] = Object.values(DriverStatus);

const statusOf = (value: string | undefined): DriverStatus | undefined =>
  STATUSES.find((status) => status === value);

/**
 * `/company-drivers`: the carrier's drivers (owner and logisticians) with their vetting
 * status; search, status and page in the address; add and edit in a drawer.
 */
export function CompanyDriversPage() {
  const { t } = useTranslation('fleet');
  const editor = useEditor<string>();
  const list = useListPage({
    filters: ['status'],
    sort: driverSort(t),
    action: {
      label: t('actions.addDriver'),
      icon: <UserAddOutlined />,
      testId: 'driver-add',
      onClick: () => editor.open(null),
    },
    query: ({ place, filters }) =>
      companyDriverListQueryOptions({ ...place, status: statusOf(filters.status) }),
  });

  return (
    <ListPage
      testId="fleet-drivers-page"
      subtitle={t('company.subtitle')}
      list={list}
      search={{ placeholder: t('list.searchPlaceholder'), testId: 'drivers-search' }}
      filters={
        <OptionalFilterChoice<DriverStatus>
          testId="drivers-filter-status"
          label={t('list.statusFilter')}
          value={list.filters.status}
          onChange={(status) => list.update({ status })}
          allLabel={t('list.allStatuses')}
          options={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
      }
    >
      <DriverList
        variant="company"
        {...list.state}
        empty={list.empty({
          title: t('list.emptyCompany'),
          description: t('list.emptyCompanyHint'),
        })}
        actions={(driver, layout) => (
          <CompanyDriverActions
            driver={driver}
            iconOnly={layout === 'row'}
            onEdit={() => editor.open(driver.id)}
          />
        )}
      />
      <DriverEditor editor={editor} />
    </ListPage>
  );
}
