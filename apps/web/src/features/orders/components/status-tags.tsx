import { OrderStatus, ResponseStatus } from '@freight/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** One colour per status wherever an order shows (lists, view, problem list). */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  [OrderStatus.DRAFT]: 'default',
  [OrderStatus.PUBLISHED]: 'blue',
  [OrderStatus.CARRIER_SELECTED]: 'cyan',
  [OrderStatus.CONTRACT_SIGNING]: 'geekblue',
  [OrderStatus.CONTRACT_SIGNED]: 'purple',
  [OrderStatus.LOADING]: 'gold',
  [OrderStatus.IN_TRANSIT]: 'orange',
  [OrderStatus.UNLOADING]: 'lime',
  [OrderStatus.DELIVERED]: 'green',
  [OrderStatus.PAYMENT_SENT]: 'magenta',
  [OrderStatus.COMPLETED]: 'success',
  [OrderStatus.CANCELLED]: 'red',
};

export const RESPONSE_STATUS_COLORS: Record<ResponseStatus, string> = {
  [ResponseStatus.ACTIVE]: 'blue',
  [ResponseStatus.WITHDRAWN]: 'default',
  [ResponseStatus.ACCEPTED]: 'green',
  [ResponseStatus.DECLINED]: 'red',
};

interface StatusTagProps<T> {
  status: T;
  testId?: string;
}

export function OrderStatusTag({ status, testId }: StatusTagProps<OrderStatus>) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={ORDER_STATUS_COLORS[status]} data-testid={testId} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

export function ResponseStatusTag({ status, testId }: StatusTagProps<ResponseStatus>) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={RESPONSE_STATUS_COLORS[status]} data-testid={testId} data-status={status}>
      {t(`responseStatus.${status}`)}
    </Tag>
  );
}
