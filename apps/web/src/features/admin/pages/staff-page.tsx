import { UserAddOutlined } from '@ant-design/icons';
import { ADMIN_MANAGED_ROLES, type StaffRole } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { activeQueryOf, ActiveFilterChoice } from '../../../ui/list-page/active-filter-choice';
import { EditorDrawer, useEditor } from '../../../ui/list-page/editor-drawer';
import { ListPage } from '../../../ui/list-page/list-page';
import { OptionalFilterChoice } from '../../../ui/list-page/optional-filter-choice';
import { useListPage } from '../../../ui/list-page/use-list-page';
import { staffListQueryOptions } from '../api/get-staff';
import { StaffForm } from '../components/staff-form';
import { StaffList } from '../components/staff-list';

const roleOf = (value: string | undefined) => ADMIN_MANAGED_ROLES.find((role) => role === value);

/** `/admin/staff`: the security-service and moderator accounts the admin manages. */
export function StaffPage() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const editor = useEditor<never>();
  const list = useListPage({
    filters: ['role', 'active'],
    action: {
      label: t('add'),
      icon: <UserAddOutlined />,
      testId: 'staff-add',
      onClick: () => editor.open(null),
    },
    query: ({ place, filters }) =>
      staffListQueryOptions({
        ...place,
        role: roleOf(filters.role),
        active: activeQueryOf(filters.active),
      }),
  });

  return (
    <ListPage
      testId="staff-page"
      subtitle={t('subtitle')}
      list={list}
      search={{ placeholder: t('list.searchPlaceholder'), testId: 'staff-search' }}
      filters={
        <>
          <OptionalFilterChoice<StaffRole>
            testId="staff-filter-role"
            label={t('list.roleFilterLabel')}
            value={list.filters.role}
            onChange={(role) => list.update({ role })}
            allLabel={t('list.allRoles')}
            options={ADMIN_MANAGED_ROLES.map((role) => ({
              value: role,
              label: tCommon(`roles.${role}`),
            }))}
          />
          <ActiveFilterChoice
            testId="staff-filter-active"
            value={list.filters.active}
            onChange={(active) => list.update({ active })}
          />
        </>
      }
    >
      <StaffList {...list.state} empty={list.empty({ title: t('list.empty') })} />
      <EditorDrawer editor={editor} title={() => t('add')} width={480}>
        {() => <StaffForm onDone={editor.close} onCancel={editor.close} />}
      </EditorDrawer>
    </ListPage>
  );
}
