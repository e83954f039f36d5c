import { UserAddOutlined } from '@ant-design/icons';
import { Role, type StaffRole } from '@freight/shared';
import { Button, Card, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/layout/use-is-mobile';
import { useListParams } from '../../../lib/list/use-list-params';
import { FilterChoice } from '../../../ui/filter-choice';
import { SearchInput } from '../../../ui/search-input';
import { useStaff } from '../api/get-staff';
import { StaffForm } from '../components/staff-form';
import { StaffList } from '../components/staff-list';

const PAGE_SIZE = 20;

type RoleFilter = 'all' | StaffRole;
type ActiveFilter = 'all' | 'active' | 'inactive';

function roleFilterOf(value: string | undefined): RoleFilter {
  return value === Role.CB || value === Role.MODERATOR ? value : 'all';
}

function activeFilterOf(value: string | undefined): ActiveFilter {
  if (value === 'true') return 'active';
  if (value === 'false') return 'inactive';
  return 'all';
}

/** `/admin/staff`: the security-service and moderator accounts the admin manages. */
export function StaffPage() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const isMobile = useIsMobile();
  const { page, q, filters, update } = useListParams(['role', 'active']);
  const roleFilter = roleFilterOf(filters.role);
  const activeFilter = activeFilterOf(filters.active);
  const list = useStaff({
    role: roleFilter === 'all' ? undefined : roleFilter,
    active: activeFilter === 'all' ? undefined : activeFilter === 'active',
    q,
    page,
    pageSize: PAGE_SIZE,
  });
  const [editor, setEditor] = useState({ open: false, session: 0 });
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));

  // The empty list repeats the button under its own test id: one `staff-add` per page.
  const addButton = (testId: string) => (
    <Button
      type="primary"
      icon={<UserAddOutlined />}
      data-testid={testId}
      onClick={() => setEditor((current) => ({ open: true, session: current.session + 1 }))}
    >
      {t('add')}
    </Button>
  );

  const filtered = Boolean(q) || roleFilter !== 'all' || activeFilter !== 'all';
  const empty = filtered
    ? { title: t('list.nothingFound'), description: t('list.nothingFoundHint') }
    : { title: t('list.empty'), action: addButton('staff-add-empty') };

  return (
    <div data-testid="staff-page">
      <Flex wrap align="center" justify="space-between" gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </div>
        {addButton('staff-add')}
      </Flex>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <SearchInput
          value={q}
          onSearch={(query) => update({ q: query }, { replace: true })}
          placeholder={t('list.searchPlaceholder')}
          testId="staff-search"
        />
        <FilterChoice<RoleFilter>
          testId="staff-filter-role"
          label={t('list.roleFilterLabel')}
          value={roleFilter}
          onChange={(value) => update({ role: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: t('list.allRoles') },
            { value: Role.CB, label: tCommon(`roles.${Role.CB}`) },
            { value: Role.MODERATOR, label: tCommon(`roles.${Role.MODERATOR}`) },
          ]}
        />
        <FilterChoice<ActiveFilter>
          testId="staff-filter-active"
          label={t('list.activeFilterLabel')}
          value={activeFilter}
          onChange={(value) =>
            update({ active: value === 'all' ? undefined : String(value === 'active') })
          }
          options={[
            { value: 'all', label: t('list.filterAll') },
            { value: 'active', label: t('list.filterActive') },
            { value: 'inactive', label: t('list.filterInactive') },
          ]}
        />
      </Flex>
      <Card styles={{ body: { padding: 0 } }} variant="borderless">
        <StaffList
          data={list.data}
          loading={list.isPending}
          fetching={list.isFetching && list.isPlaceholderData}
          error={list.isError ? list.error : null}
          onRetry={() => void list.refetch()}
          empty={empty}
          pagination={{
            page: list.data?.page ?? page,
            pageSize: list.data?.pageSize ?? PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: (next) => update({ page: next }),
          }}
        />
      </Card>
      <Drawer
        open={editor.open}
        onClose={closeEditor}
        title={t('add')}
        size={isMobile ? '100%' : 480}
        destroyOnHidden
      >
        <StaffForm key={editor.session} onDone={closeEditor} onCancel={closeEditor} />
      </Drawer>
    </div>
  );
}
