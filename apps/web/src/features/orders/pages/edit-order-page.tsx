import { OrderAction } from '@freight/shared';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useOrder } from '../api/get-order';
import { BackLink } from '../components/back-link';
import { isAllowed } from '../components/order-actions';
import { OrderForm } from '../components/order-form';
import { OrderQueryState } from '../components/order-query-state';

/** `/edit-request/{id}`: the request form in edit mode, while the order may still change. */
export function EditOrderPage() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useOrder(id);
  return (
    <OrderQueryState query={query}>
      {(order) => (
        <Flex vertical gap={16} data-testid="edit-order-page">
          <BackLink />
          {isAllowed(order.actions, OrderAction.EDIT) ? (
            <OrderForm
              key={order.version}
              mode="edit"
              order={order}
              onConflict={() => void query.refetch()}
            />
          ) : (
            <Alert
              type="warning"
              showIcon
              data-testid="order-not-editable"
              title={t('form.notEditable')}
              action={
                <Button onClick={() => void navigate(`/view-request/${order.id}`)}>
                  {t('form.openView')}
                </Button>
              }
            />
          )}
        </Flex>
      )}
    </OrderQueryState>
  );
}
