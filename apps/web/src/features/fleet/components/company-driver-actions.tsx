import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Driver } from '@freight/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { personFullName } from '../../../lib/account/account-display';
import { RowActionButton, RowActions } from '../../../ui/list-page/row-actions';
import { useRetireCompanyDriver } from '../api/save-company-driver';

interface CompanyDriverActionsProps {
  driver: Pick<Driver, 'id' | 'lastName' | 'firstName' | 'middleName' | 'retiredAt'>;
  onEdit: () => void;
  onRetired?: () => void;
  size?: 'small' | 'middle';
  /** A table row: the buttons keep their names for screen readers and tooltips only. */
  iconOnly?: boolean;
}

/** Edit, and remove from the fleet after a confirmation; the record and its history stay. */
export function CompanyDriverActions(props: CompanyDriverActionsProps) {
  const { driver, onEdit, onRetired, size = 'small', iconOnly = false } = props;
  const { t } = useTranslation('fleet');
  const { message, modal } = App.useApp();
  const retire = useRetireCompanyDriver();
  const name = personFullName(driver);
  if (driver.retiredAt) return null;

  const confirmRetire = () => {
    void modal.confirm({
      title: t('retire.confirmTitle', { name }),
      content: t('retire.confirmText'),
      okText: t('retire.ok'),
      cancelText: t('form.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'driver-retire-confirm' },
      // The client's toast reports a failure; the dialog closes either way.
      onOk: () =>
        retire
          .mutateAsync(driver.id)
          .then(() => {
            void message.success(t('retire.done', { name }));
            onRetired?.();
          })
          .catch(() => undefined),
    });
  };

  return (
    <RowActions iconOnly={iconOnly}>
      <RowActionButton
        size={size}
        iconOnly={iconOnly}
        icon={<EditOutlined />}
        label={t('actions.edit')}
        testId="driver-edit"
        onClick={onEdit}
      />
      <RowActionButton
        size={size}
        iconOnly={iconOnly}
        danger
        icon={<DeleteOutlined />}
        label={t('actions.retire')}
        testId="driver-retire"
        loading={retire.isPending}
        onClick={confirmRetire}
      />
    </RowActions>
  );
}
