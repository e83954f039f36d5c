import type { OrderDetail } from '@freight/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenToBoard } from '../api/open-to-board';
import { useOrderActionFailure } from './use-order-action-failure';

/**
 * Issue 32: the owner side puts an order offered to its carriers on the whole board, after a
 * confirmation (it cannot be taken back), at the version the page shows.
 */
export function useOpenToBoardConfirm(order: OrderDetail, onConflict: () => void) {
  const { t } = useTranslation('orders');
  const { message, modal } = App.useApp();
  const open = useOpenToBoard();
  const onFailure = useOrderActionFailure(onConflict);

  const confirm = () =>
    void modal.confirm({
      title: t('stage.openTitle', { number: order.number }),
      content: t('stage.openText'),
      okText: t('action.OPEN_TO_BOARD'),
      cancelText: t('dialog.cancel'),
      okButtonProps: { 'data-testid': 'open-to-board-confirm' },
      // Resolves either way: the dialog closes and the outcome shows as a message.
      onOk: () =>
        open
          .mutateAsync({ id: order.id, version: order.version })
          .then(() => void message.success(t('stage.opened')), onFailure),
    });

  return { confirm, pending: open.isPending };
}
