import { StopOutlined, UndoOutlined } from '@ant-design/icons';
import type { StaffMember } from '@freight/shared';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { personFullName } from '../../../lib/account/account-display';
import { useSetStaffActive } from '../api/set-staff-active';

/** Deactivate or reactivate a staff account after a confirmation. */
export function StaffActions({ member }: { member: StaffMember }) {
  const { t } = useTranslation('admin');
  const { message, modal } = App.useApp();
  const setActive = useSetStaffActive();
  const name = personFullName(member);
  const active = !member.isActive;
  const action = active ? 'reactivate' : 'deactivate';

  const confirm = () => {
    void modal.confirm({
      title: t(`${action}.confirmTitle`, { name }),
      content: t(`${action}.confirmText`),
      okText: t(`${action}.ok`),
      cancelText: t('form.cancel'),
      okButtonProps: { danger: !active, 'data-testid': `staff-${action}-confirm` },
      // The client's toast reports a failure; the dialog closes either way.
      onOk: () =>
        setActive
          .mutateAsync({ id: member.id, active })
          .then(() => void message.success(t(`${action}.done`, { name })))
          .catch(() => undefined),
    });
  };

  return (
    <Button
      size="small"
      danger={!active}
      icon={active ? <UndoOutlined /> : <StopOutlined />}
      data-testid={`staff-${action}`}
      loading={setActive.isPending}
      onClick={confirm}
    >
      {t(`actions.${action}`)}
    </Button>
  );
}
