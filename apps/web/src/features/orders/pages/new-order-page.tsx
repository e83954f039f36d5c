import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../lib/session/use-session';
import { BackLink } from '../components/back-link';
import { OrderForm } from '../components/order-form';

/** `/new-request`: the request form in create mode. */
export function NewOrderPage() {
  const { t } = useTranslation('orders');
  const account = useAccount();
  // The server refuses orders of a company the CB has not approved; say so before the work.
  const notApproved = account?.companyStatus != null && account.companyStatus !== 'APPROVED';
  return (
    <Flex vertical gap={16} data-testid="new-order-page">
      <BackLink />
      {notApproved && (
        <Alert
          type="warning"
          showIcon
          data-testid="order-company-not-approved"
          title={t('form.companyNotApproved')}
        />
      )}
      <OrderForm mode="create" />
    </Flex>
  );
}
