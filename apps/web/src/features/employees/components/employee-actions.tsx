import { EditOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import type { Employee } from '@freight/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { personFullName } from '../../../lib/account/account-display';
import { RowActionButton, RowActions } from '../../../ui/list-page/row-actions';
import type { EmployeeSection } from '../api/get-employees';
import { useSetEmployeeActive } from '../api/set-employee-active';

interface EmployeeActionsProps {
  section: EmployeeSection;
  employee: Employee;
  onEdit: (employee: Employee) => void;
}

/** Edit, and deactivate or reactivate after a confirmation; nothing is ever deleted. */
export function EmployeeActions({ section, employee, onEdit }: EmployeeActionsProps) {
  const { t } = useTranslation('employees');
  const { message, modal } = App.useApp();
  const setActive = useSetEmployeeActive(section);
  const name = personFullName(employee);

  const confirmSetActive = (active: boolean) => {
    const action = active ? 'reactivate' : 'deactivate';
    void modal.confirm({
      title: t(`${action}.confirmTitle`, { name }),
      content: t(`${action}.confirmText`),
      okText: t(`${action}.ok`),
      cancelText: t('form.cancel'),
      okButtonProps: {
        danger: !active,
        'data-testid': `employee-${action}-confirm`,
      },
      // The client's toast reports a failure; the dialog closes either way.
      onOk: () =>
        setActive
          .mutateAsync({ id: employee.id, active })
          .then(() => void message.success(t(`${action}.done`, { name })))
          .catch(() => undefined),
    });
  };

  return (
    <RowActions>
      <RowActionButton
        icon={<EditOutlined />}
        label={t('actions.edit')}
        testId="employee-edit"
        onClick={() => onEdit(employee)}
      />
      {employee.isActive ? (
        <RowActionButton
          danger
          icon={<StopOutlined />}
          label={t('actions.deactivate')}
          testId="employee-deactivate"
          loading={setActive.isPending}
          onClick={() => confirmSetActive(false)}
        />
      ) : (
        <RowActionButton
          icon={<UndoOutlined />}
          label={t('actions.reactivate')}
          testId="employee-reactivate"
          loading={setActive.isPending}
          onClick={() => confirmSetActive(true)}
        />
      )}
    </RowActions>
  );
}
