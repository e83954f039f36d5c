import { CloseCircleOutlined, SignatureOutlined } from '@ant-design/icons';
import {
  ErrorCode,
  OrderAction,
  OrderStatus,
  COMPANY_OWNER_ROLES,
  isRoleIn,
  SignatureSide,
  type Account,
  type DocumentView,
  type OrderDetail,
} from '@freight/shared';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/http/api-error';
import { describeApiError } from '../../../../lib/http/error-messages';
import { Sha256Text } from '../../../../ui/sha256-text';
import { useSignContract } from '../../api/sign-contract';
import { actionIndex } from '../order-actions';
import { DeclineContractDialog } from './decline-contract-dialog';

/** The side the reader's company signs for, if it is a party of the contract. */
export function signingSideOf(
  account: Account,
  contract: Pick<DocumentView, 'forwarderCompany' | 'carrierCompany'>,
): SignatureSide | null {
  if (account.companyId === contract.forwarderCompany.id) return SignatureSide.FORWARDER;
  if (contract.carrierCompany && account.companyId === contract.carrierCompany.id) {
    return SignatureSide.CARRIER;
  }
  return null;
}

/**
 * Why the reader cannot sign, when the reason is theirs to act on: the server's refusal of
 * SIGN_CONTRACT when it sends one, otherwise an employee or logistician of a party without the
 * right to sign (the server leaves forbidden actions out of `actions`; it refuses the call too).
 */
function signingRefusal(
  order: OrderDetail,
  account: Account,
  side: SignatureSide | null,
  signed: boolean,
): string | null {
  const entry = actionIndex(order.actions).get(OrderAction.SIGN_CONTRACT);
  if (entry) return entry.allowed ? null : (entry.reason ?? null);
  const mayNeverSign = !isRoleIn(account.roleType, COMPANY_OWNER_ROLES) && !account.canSign;
  if (order.status === OrderStatus.CONTRACT_SIGNING && side && !signed && mayNeverSign) {
    return ErrorCode.SIGNATURE_PERMISSION_REQUIRED;
  }
  return null;
}

interface ContractSigningProps {
  order: OrderDetail;
  contract: DocumentView;
  account: Account;
}

/** Sign or decline the version shown, as the state machine allows; or why not. */
export function ContractSigning({ order, contract, account }: ContractSigningProps) {
  const { t } = useTranslation('documents');
  const { message, modal } = App.useApp();
  const sign = useSignContract();
  const [declining, setDeclining] = useState(false);
  const [signError, setSignError] = useState<string | null>(null);

  const offered = actionIndex(order.actions);
  const canSign = offered.get(OrderAction.SIGN_CONTRACT)?.allowed === true;
  const canDecline = offered.get(OrderAction.DECLINE_CONTRACT)?.allowed === true;
  const side = signingSideOf(account, contract);
  const signedByMySide = side !== null && contract.signatures.some((s) => s.side === side);
  const refusal = signingRefusal(order, account, side, signedByMySide);
  const otherSide =
    side === SignatureSide.FORWARDER ? SignatureSide.CARRIER : SignatureSide.FORWARDER;
  const waitingForOther =
    signedByMySide && !contract.signatures.some((signature) => signature.side === otherSide);

  const confirmSign = () => {
    setSignError(null);
    void modal.confirm({
      title: t('sign.title', { version: contract.versionNo }),
      width: 560,
      content: (
        <Flex vertical gap={8} data-testid="contract-sign-dialog">
          <Typography.Text>{t('sign.text')}</Typography.Text>
          <Typography.Text type="secondary">{t('sign.hashLabel')}</Typography.Text>
          <Sha256Text sha256={contract.sha256} full testId="contract-sign-sha256" />
        </Flex>
      ),
      okText: t('sign.submit'),
      cancelText: t('sign.cancel'),
      okButtonProps: { 'data-testid': 'contract-sign-confirm' },
      // Resolves either way: the dialog closes and the outcome shows as a message.
      onOk: () =>
        sign
          .mutateAsync({
            orderId: order.id,
            version: order.version,
            documentSha256: contract.sha256,
          })
          .then(() => void message.success(t('sign.done')))
          .catch((error: unknown) => {
            const reason = isApiError(error) ? describeApiError(error) : '';
            const text = `${t('sign.error')} ${reason}`.trim();
            setSignError(text);
            void message.error(text);
          }),
    });
  };

  if (!canSign && !canDecline && !refusal && !waitingForOther && !signError) return null;

  return (
    <Flex vertical gap={12} data-testid="contract-signing">
      {refusal && (
        <Alert
          type="warning"
          showIcon
          data-testid="contract-sign-refused"
          data-reason={refusal}
          title={t('sign.cannotSign')}
          description={
            <>
              {t(`errors:${refusal}`)}
              {refusal === ErrorCode.SIGNATURE_PERMISSION_REQUIRED && (
                <div style={{ marginTop: 4 }}>{t('sign.permissionHint')}</div>
              )}
            </>
          }
        />
      )}
      {waitingForOther && (
        <Alert
          type="info"
          showIcon
          data-testid="contract-waiting-other-side"
          title={t('sign.waitingForOther', { side: t(`side.${otherSide}`) })}
        />
      )}
      {signError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="contract-sign-error"
          title={signError}
          closable={{ onClose: () => setSignError(null) }}
        />
      )}
      {(canSign || canDecline) && (
        <Flex wrap gap={8}>
          {canSign && (
            <Button
              type="primary"
              icon={<SignatureOutlined />}
              loading={sign.isPending}
              data-testid="contract-sign"
              onClick={confirmSign}
            >
              {t('sign.button')}
            </Button>
          )}
          {canDecline && (
            <Button
              danger
              icon={<CloseCircleOutlined />}
              data-testid="contract-decline"
              onClick={() => setDeclining(true)}
            >
              {t('decline.button')}
            </Button>
          )}
        </Flex>
      )}
      <DeclineContractDialog
        order={order}
        contract={contract}
        open={declining}
        onClose={() => setDeclining(false)}
      />
    </Flex>
  );
}
