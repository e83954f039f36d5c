import { UserAddOutlined } from '@ant-design/icons';
import { DriverStatus } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { FilterChoice } from '../../../ui/filter-choice';
import { useEditor } from '../../../ui/list-page/editor-drawer';
import { ListPage } from '../../../ui/list-page/list-page';
import { useListPage } from '../../../ui/list-page/use-list-page';
import { companyDriverListQueryOptions } from '../api/get-company-drivers';
import { CompanyDriverActions } from '../components/company-driver-actions';
import { DriverEditor } from '../components/driver-editor';
import { DriverList } from '../components/driver-list';
import { driverSort } from '../components/driver-sorts';

type StatusFilter = 'all' | DriverStatus;
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
        <FilterChoice<StatusFilter>
          testId="drivers-filter-status"
          label={t('list.statusFilter')}
          value={statusOf(list.filters.status) ?? 'all'}
          onChange={(value) => list.update({ status: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: t('list.allStatuses') },
            ...STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
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
