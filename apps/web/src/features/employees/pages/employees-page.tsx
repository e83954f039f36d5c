import { UserAddOutlined } from '@ant-design/icons';
import type { Employee } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { EmployeeTable } from '../../../ui/employee-table';
import { activeQueryOf, ActiveFilterChoice } from '../../../ui/list-page/active-filter-choice';
import { EditorDrawer, useEditor } from '../../../ui/list-page/editor-drawer';
import { ListPage } from '../../../ui/list-page/list-page';
import { useListPage } from '../../../ui/list-page/use-list-page';
import { employeeListQueryOptions, type EmployeeSection } from '../api/get-employees';
import { EmployeeActions } from '../components/employee-actions';
import { EmployeeForm } from '../components/employee-form';

/**
 * `/employees` (a forwarder's employees) and `/company-logists` (a carrier's logisticians):
 * search, an active filter and pages in the address; add and edit in a drawer.
 */
export function EmployeesPage({ section }: { section: EmployeeSection }) {
  const { t } = useTranslation('employees');
  const editor = useEditor<Employee>();
  const list = useListPage({
    filters: ['active'],
    action: {
      label: t(`add.${section}`),
      icon: <UserAddOutlined />,
      testId: 'employee-add',
      onClick: () => editor.open(null),
    },
    query: ({ place, filters }) =>
      employeeListQueryOptions(section, { ...place, active: activeQueryOf(filters.active) }),
  });

  return (
    <ListPage
      testId="employees-page"
      attributes={{ 'data-section': section }}
      subtitle={t(`subtitle.${section}`)}
      list={list}
      search={{ placeholder: t('list.searchPlaceholder'), testId: 'employees-search' }}
      filters={
        <ActiveFilterChoice
          testId="employees-filter-active"
          value={list.filters.active}
          onChange={(active) => list.update({ active })}
        />
      }
    >
      <EmployeeTable
        {...list.state}
        empty={list.empty({
          title: t(`list.empty.${section}`),
          description: t('list.emptyHint'),
        })}
        actions={(employee) => (
          <EmployeeActions section={section} employee={employee} onEdit={editor.open} />
        )}
      />
      <EditorDrawer
        editor={editor}
        title={(employee) => (employee ? t(`edit.${section}`) : t(`add.${section}`))}
        width={480}
      >
        {(employee) => (
          <EmployeeForm
            section={section}
            employee={employee}
            onDone={editor.close}
            onCancel={editor.close}
          />
        )}
      </EditorDrawer>
    </ListPage>
  );
}
