import {
  CompanyStatus,
  CounterOfferStatus,
  DeletionRequestStatus,
  DriverStatus,
  OrderStatus,
  ResponseStatus,
} from '@freight/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** One family of statuses: where its names are translated and one colour per status. */
interface StatusFamily<S extends string> {
  namespace: string;
  /** The names are `<keyPrefix>.<STATUS>` in `namespace`. */
  keyPrefix: string;
  colors: Record<S, string>;
}

/** A company's standing with the security service, on its own profile and in the review. */
const COMPANY_STATUS: StatusFamily<CompanyStatus> = {
  namespace: 'common',
  keyPrefix: 'companyStatus',
  colors: {
    [CompanyStatus.PENDING_REVIEW]: 'gold',
    [CompanyStatus.APPROVED]: 'green',
    [CompanyStatus.REJECTED]: 'red',
  },
};

const DRIVER_STATUS: StatusFamily<DriverStatus> = {
  namespace: 'fleet',
  keyPrefix: 'status',
  colors: {
    [DriverStatus.PENDING_APPROVAL]: 'gold',
    [DriverStatus.APPROVED]: 'green',
    [DriverStatus.REJECTED]: 'red',
  },
};

const ORDER_STATUS: StatusFamily<OrderStatus> = {
  namespace: 'orders',
  keyPrefix: 'status',
  colors: {
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
  },
};

const RESPONSE_STATUS: StatusFamily<ResponseStatus> = {
  namespace: 'orders',
  keyPrefix: 'responseStatus',
  colors: {
    [ResponseStatus.ACTIVE]: 'blue',
    [ResponseStatus.WITHDRAWN]: 'default',
    [ResponseStatus.ACCEPTED]: 'green',
    [ResponseStatus.DECLINED]: 'red',
  },
};

const COUNTER_OFFER_STATUS: StatusFamily<CounterOfferStatus> = {
  namespace: 'orders',
  keyPrefix: 'counterOfferStatus',
  colors: {
    [CounterOfferStatus.OPEN]: 'orange',
    [CounterOfferStatus.ACCEPTED]: 'green',
    [CounterOfferStatus.DECLINED]: 'red',
    [CounterOfferStatus.WITHDRAWN]: 'default',
  },
};

const DELETION_REQUEST_STATUS: StatusFamily<DeletionRequestStatus> = {
  namespace: 'orders',
  keyPrefix: 'deletionStatus',
  colors: {
    [DeletionRequestStatus.PENDING]: 'orange',
    [DeletionRequestStatus.APPROVED]: 'red',
    [DeletionRequestStatus.REJECTED]: 'default',
    [DeletionRequestStatus.CLOSED]: 'default',
  },
};

interface StatusTagProps<S extends string> {
  status: S;
  testId?: string;
}

function StatusTag<S extends string>({
  family,
  status,
  testId,
}: StatusTagProps<S> & { family: StatusFamily<S> }) {
  const { t } = useTranslation(family.namespace);
  return (
    <Tag
      color={family.colors[status]}
      data-testid={testId}
      data-status={status}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`${family.keyPrefix}.${status}`)}
    </Tag>
  );
}

export function CompanyStatusTag(props: StatusTagProps<CompanyStatus>) {
  return <StatusTag family={COMPANY_STATUS} {...props} />;
}

export function DriverStatusTag(props: StatusTagProps<DriverStatus>) {
  return <StatusTag family={DRIVER_STATUS} {...props} />;
}

/** One colour per status wherever an order shows (lists, view, problem list). */
export function OrderStatusTag(props: StatusTagProps<OrderStatus>) {
  return <StatusTag family={ORDER_STATUS} {...props} />;
}

export function ResponseStatusTag(props: StatusTagProps<ResponseStatus>) {
  return <StatusTag family={RESPONSE_STATUS} {...props} />;
}

export function CounterOfferStatusTag(props: StatusTagProps<CounterOfferStatus>) {
  return <StatusTag family={COUNTER_OFFER_STATUS} {...props} />;
}

export function DeletionRequestStatusTag(props: StatusTagProps<DeletionRequestStatus>) {
  return <StatusTag family={DELETION_REQUEST_STATUS} {...props} />;
}
