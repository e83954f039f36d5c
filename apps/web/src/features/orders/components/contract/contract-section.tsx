import {
  DocumentState,
  OrderAction,
  OrderStatus,
  type Account,
  type ContractView,
  type OrderDetail,
} from '@freight/shared';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/http/api-error';
import { PageEmpty, PageError } from '../../../../ui/page-state';
import { PageLoading } from '../../../../ui/page-loading';
import { useContract } from '../../api/get-contract';
import { isAllowed } from '../order-actions';
import { ContractDocument } from './contract-document';
import { ContractGenerateForm } from './contract-generate-form';
import { ContractVersions } from './contract-versions';

/** The version being signed or signed; a declined or replaced one belongs to the history. */
function versionInForce(contract: ContractView) {
  const { current } = contract;
  const inForce =
    current && (current.state === DocumentState.SIGNING || current.state === DocumentState.SIGNED);
  return inForce ? current : null;
}

interface ContractBodyProps {
  order: OrderDetail;
  contract: ContractView;
  account: Account;
}

function ContractBody({ order, contract, account }: ContractBodyProps) {
  const { t } = useTranslation('documents');
  const inForce = versionInForce(contract);
  const earlier = contract.versions.filter((version) => version.id !== inForce?.id);
  const canGenerate = isAllowed(order.actions, OrderAction.GENERATE_CONTRACT);
  // A refusal is what the next version has to answer: shown, not folded into the history.
  const latest = contract.versions[0];
  const declined = !inForce && latest?.state === DocumentState.DECLINED ? latest : null;

  return (
    <Flex vertical gap={16}>
      {declined && (
        <Alert
          type="warning"
          showIcon
          data-testid="contract-declined-notice"
          title={t('contract.declinedNotice', { version: declined.versionNo })}
          description={
            <span style={{ overflowWrap: 'anywhere' }}>
              {declined.declinedBy
                ? t('versions.declinedBy', { name: declined.declinedBy })
                : t('versions.declined')}{' '}
              «{declined.declineReason}»
            </span>
          }
        />
      )}
      {!inForce && !canGenerate && (
        <PageEmpty
          compact
          title={earlier.length > 0 ? t('contract.noneInForce') : t('contract.none')}
          description={
            order.status === OrderStatus.CARRIER_SELECTED ? t('contract.noneHint') : undefined
          }
        />
      )}
      {canGenerate && <ContractGenerateForm order={order} replaces={inForce} />}
      {inForce && (
        <ContractDocument
          order={order}
          contract={inForce}
          signedCopy={contract.signedCopy}
          account={account}
        />
      )}
      <ContractVersions versions={earlier} />
    </Flex>
  );
}

interface ContractSectionProps {
  order: OrderDetail;
  account: Account;
}

/**
 * The order's contract, from the carrier's selection on: generating it (owner side), reading
 * it in the page, signing or declining it, the signed copy and every earlier version.
 */
export function ContractSection({ order, account }: ContractSectionProps) {
  const { t } = useTranslation('documents');
  const contract = useContract(order.id);

  // Someone who is no party of the order (a carrier that lost) gets no contract: no section.
  if (
    contract.isError &&
    isApiError(contract.error) &&
    [403, 404].includes(contract.error.status)
  ) {
    return null;
  }
  // A cancelled order that never had a contract has nothing to show here.
  if (order.status === OrderStatus.CANCELLED && contract.data?.versions.length === 0) return null;

  let body;
  if (contract.isPending) body = <PageLoading />;
  else if (contract.isError) {
    body = <PageError error={contract.error} onRetry={() => void contract.refetch()} />;
  } else body = <ContractBody order={order} contract={contract.data} account={account} />;

  return (
    <div id="order-contract" data-testid="contract-section">
      <Card title={t('contract.title')}>{body}</Card>
    </div>
  );
}
