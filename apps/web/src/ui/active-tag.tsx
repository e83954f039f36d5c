import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** An account's state: nothing is deleted, accounts are deactivated and may come back. */
export function ActiveTag({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={active ? 'green' : 'default'} data-active={String(active)}>
      {active ? t('activity.active') : t('activity.inactive')}
    </Tag>
  );
}
