import { UsergroupAddOutlined } from '@ant-design/icons';
import { CarrierPoolSource, type CarrierPoolAdd } from '@freight/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../ui/list-page/row-actions';
import { useAddToCarrierPool } from '../api/add-to-carrier-pool';

export interface AddToCarrierPoolButtonProps {
  /** The carrier as the place names it: a completed order of the caller's, or its card. */
  add: CarrierPoolAdd;
  /** A table row: the label stays for screen readers and the tooltip only. */
  iconOnly?: boolean;
  /** A row's small button (the default), or a page's. */
  size?: 'small' | 'middle';
}

/**
 * "Add to my carriers" where a carrier shows up: a completed order's page and a truck offer of
 * the board. The app hands it to those features (one feature does not import another); a
 * refusal is the app's toast, in the reader's language.
 */
export function AddToCarrierPoolButton({ add, iconOnly, size }: AddToCarrierPoolButtonProps) {
  const { t } = useTranslation('pool');
  const { message } = App.useApp();
  const addition = useAddToCarrierPool();
  return (
    <RowActionButton
      iconOnly={iconOnly}
      size={size}
      icon={<UsergroupAddOutlined />}
      label={add.source === CarrierPoolSource.ORDER ? t('add.fromOrder') : t('add.fromCard')}
      testId="carrier-pool-add"
      loading={addition.isPending}
      onClick={() =>
        addition.mutate(add, {
          onSuccess: ({ added }) =>
            void message.success(
              <span data-testid="carrier-pool-added">
                {added ? t('add.added') : t('add.already')}
              </span>,
            ),
        })
      }
    />
  );
}
