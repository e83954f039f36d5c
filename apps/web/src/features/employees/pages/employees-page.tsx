import { UserAddOutlined } from '@ant-design/icons';
import type { Employee } from '@freight/shared';
import { Button, Card, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/layout/use-is-mobile';
import { useListParams } from '../../../lib/list/use-list-params';
import { EmployeeTable } from '../../../ui/employee-table';
import { FilterChoice } from '../../../ui/filter-choice';
import { SearchInput } from '../../../ui/search-input';
import { useEmployees, type EmployeeSection } from '../api/get-employees';
import { EmployeeActions } from '../components/employee-actions';
import { EmployeeForm } from '../components/employee-form';

const PAGE_SIZE = 20;

type ActiveFilter = 'all' | 'active' | 'inactive';

function activeFilterOf(value: string | undefined): ActiveFilter {
  if (value === 'true') return 'active';
  if (value === 'false') return 'inactive';
  return 'all';
}

interface EditorState {
  open: boolean;
  /** `null` adds a new person. */
  employee: Employee | null;
  /** A new form per opening, so no earlier input lingers. */
  session: number;
}

/**
 * `/employees` (a forwarder's employees) and `/company-logists` (a carrier's logisticians):
 * search, an active filter and pages in the address; add and edit in a drawer.
 */
export function EmployeesPage({ section }: { section: EmployeeSection }) {
  const { t } = useTranslation('employees');
  const isMobile = useIsMobile();
  const { page, q, filters, update } = useListParams(['active']);
  const activeFilter = activeFilterOf(filters.active);
  const list = useEmployees(section, {
    q,
    active: activeFilter === 'all' ? undefined : activeFilter === 'active',
    page,
    pageSize: PAGE_SIZE,
  });
  const [editor, setEditor] = useState<EditorState>({ open: false, employee: null, session: 0 });
  const openEditor = (employee: Employee | null) =>
    setEditor((current) => ({ open: true, employee, session: current.session + 1 }));
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));

  // The empty list repeats the button under its own test id: one `employee-add` per page.
  const addButton = (testId: string) => (
    <Button
      type="primary"
      icon={<UserAddOutlined />}
      data-testid={testId}
      onClick={() => openEditor(null)}
    >
      {t(`add.${section}`)}
    </Button>
  );

  const filtered = Boolean(q) || activeFilter !== 'all';
  const empty = filtered
    ? { title: t('list.nothingFound'), description: t('list.nothingFoundHint') }
    : {
        title: t(`list.empty.${section}`),
        description: t('list.emptyHint'),
        action: addButton('employee-add-empty'),
      };

  return (
    <div data-testid="employees-page" data-section={section}>
      <Flex wrap align="center" justify="space-between" gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t(`title.${section}`)}
          </Typography.Title>
          <Typography.Text type="secondary">{t(`subtitle.${section}`)}</Typography.Text>
        </div>
        {addButton('employee-add')}
      </Flex>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <SearchInput
          value={q}
          onSearch={(query) => update({ q: query }, { replace: true })}
          placeholder={t('list.searchPlaceholder')}
          testId="employees-search"
        />
        <FilterChoice<ActiveFilter>
          testId="employees-filter-active"
          label={t('list.filterLabel')}
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
        <EmployeeTable
          items={list.data?.items}
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
          actions={(employee) => (
            <EmployeeActions section={section} employee={employee} onEdit={openEditor} />
          )}
        />
      </Card>
      <Drawer
        open={editor.open}
        onClose={closeEditor}
        title={editor.employee ? t(`edit.${section}`) : t(`add.${section}`)}
        size={isMobile ? '100%' : 480}
        destroyOnHidden
      >
        <EmployeeForm
          key={editor.session}
          section={section}
          employee={editor.employee}
          onDone={closeEditor}
          onCancel={closeEditor}
        />
      </Drawer>
    </div>
  );
}
