import { CheckOutlined, EditOutlined, RollbackOutlined, SwapOutlined } from '@ant-design/icons';
import {
  can,
  CounterOfferStatus,
  FORWARDER_SIDE_ROLES,
  OrderAction,
  orderActionPermission,
  ResponseStatus,
  type OrderDetail,
  type OrderResponseView,
  type Role,
} from '@freight/shared';
import { Alert, App, Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { PageEmpty, PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { useAcceptResponse } from '../api/accept-response';
import { useOrderResponses } from '../api/get-order-responses';
import { useWithdrawResponse } from '../api/withdraw-response';
import { CounterOfferForm } from './counter-offer-form';
import { CounterOfferThread } from './counter-offer-thread';
import { isAllowed } from './order-actions';
import { OrderChatButton } from './order-chat-button';
import { ResponseCard } from './response-card';
import { ResponseForm } from './response-form';

interface PanelProps {
  order: OrderDetail;
}

/** The owner side (and platform staff) see every response and accept one. */
function AllResponses({ order, role }: PanelProps & { role: Role }) {
  const { t } = useTranslation('orders');
  const { message, modal } = App.useApp();
  const responses = useOrderResponses(order.id, true);
  const accept = useAcceptResponse();
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const canAccept = isAllowed(order.actions, OrderAction.ACCEPT_RESPONSE);
  // The server judges a counter-offer as it judges acceptance: whoever may accept, may counter.
  const canCounter = canAccept && can(role, 'counter_offer:response:party');
  const [counteringId, setCounteringId] = useState<string | null>(null);
  // The forwarder side has one thread per responding carrier (issue 15).
  const canChat = can(role, 'read:chat:party') && FORWARDER_SIDE_ROLES.includes(role);

  const confirmAccept = (response: OrderResponseView) => {
    setAcceptError(null);
    void modal.confirm({
      title: t('responses.acceptTitle', { carrier: response.carrier.name }),
      content: t('responses.acceptText', {
        price: formatMoney(response.price, response.currency),
      }),
      okText: t('responses.accept'),
      cancelText: t('dialog.cancel'),
      okButtonProps: { 'data-testid': 'response-accept-confirm' },
      // Resolves either way: the dialog closes and the outcome shows as a message.
      onOk: () =>
        accept
          .mutateAsync({ orderId: order.id, responseId: response.id, version: order.version })
          .then(() => void message.success(t('responses.accepted')))
          .catch((error: unknown) => {
            const reason = isApiError(error) ? describeApiError(error) : '';
            const text = `${t('responses.acceptError')} ${reason}`.trim();
            setAcceptError(text);
            void message.error(text);
          }),
    });
  };

  let body;
  if (responses.isPending) body = <PageLoading />;
  else if (responses.isError) {
    body = <PageError error={responses.error} onRetry={() => void responses.refetch()} />;
  } else if (responses.data.length === 0) {
    body = (
      <PageEmpty title={t('responses.empty')} description={t('responses.emptyHint')} compact />
    );
  } else {
    body = (
      <Flex vertical gap={12}>
        {responses.data.map((response) => (
          <ResponseCard
            key={response.id}
            response={response}
            testId="response-row"
            footer={
              <>
                <CounterOfferThread
                  orderId={order.id}
                  response={response}
                  side="owner"
                  canDecide={canCounter}
                />
                {counteringId === response.id && (
                  <CounterOfferForm
                    orderId={order.id}
                    response={response}
                    onDone={() => setCounteringId(null)}
                    onCancel={() => setCounteringId(null)}
                  />
                )}
              </>
            }
            actions={
              <>
                {canChat && (
                  <OrderChatButton
                    orderId={order.id}
                    carrierCompanyId={response.carrier.id}
                    label="writeToCarrier"
                    testId="response-chat"
                  />
                )}
                {canCounter &&
                  response.status === ResponseStatus.ACTIVE &&
                  counteringId !== response.id &&
                  !response.counterOffers.some(
                    (offer) => offer.status === CounterOfferStatus.OPEN,
                  ) && (
                    <Button
                      icon={<SwapOutlined />}
                      data-testid="response-counter"
                      onClick={() => setCounteringId(response.id)}
                    >
                      {t('counterOffers.action')}
                    </Button>
                  )}
                {canAccept && response.status === ResponseStatus.ACTIVE && (
                  <Button
                    type="primary"
                    icon={<CheckOutlined />}
                    data-testid="response-accept"
                    loading={accept.isPending && accept.variables.responseId === response.id}
                    onClick={() => confirmAccept(response)}
                  >
                    {t('responses.accept')}
                  </Button>
                )}
              </>
            }
          />
        ))}
      </Flex>
    );
  }

  return (
    <>
      {acceptError && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setAcceptError(null) }}
          role="alert"
          data-testid="accept-error"
          style={{ marginBottom: 12 }}
          title={acceptError}
        />
      )}
      {body}
    </>
  );
}

/** A carrier sees its own response, changes or withdraws it, or responds. */
function MyResponse({ order, role }: PanelProps & { role: Role }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const withdraw = useWithdrawResponse();
  const mine = order.myResponse;
  const canRespond = isAllowed(order.actions, OrderAction.RESPOND);
  const canEdit = isAllowed(order.actions, OrderAction.EDIT_RESPONSE);
  const canWithdraw = isAllowed(order.actions, OrderAction.WITHDRAW_RESPONSE);

  if (mine && editing) {
    return (
      <ResponseForm
        order={order}
        response={mine}
        onDone={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  }

  return (
    <Flex vertical gap={12}>
      {mine && (
        <ResponseCard
          response={mine}
          testId="my-response"
          statusTestId="my-response-status"
          footer={
            <CounterOfferThread
              orderId={order.id}
              response={mine}
              side="carrier"
              // Answered while the response could be withdrawn: active, no choice made yet.
              canDecide={
                canWithdraw &&
                mine.status === ResponseStatus.ACTIVE &&
                can(role, 'decide_counter_offer:response:party')
              }
            />
          }
          actions={
            <>
              {canEdit && mine.status === ResponseStatus.ACTIVE && (
                <Button
                  icon={<EditOutlined />}
                  data-testid="order-action-EDIT_RESPONSE"
                  onClick={() => setEditing(true)}
                >
                  {t('action.EDIT_RESPONSE')}
                </Button>
              )}
              {canWithdraw && mine.status === ResponseStatus.ACTIVE && (
                <Button
                  danger
                  icon={<RollbackOutlined />}
                  data-testid="response-withdraw"
                  loading={withdraw.isPending}
                  onClick={() =>
                    withdraw.mutate(
                      { orderId: order.id, responseId: mine.id, version: mine.version },
                      { onSuccess: () => void message.success(t('responses.withdrawn')) },
                    )
                  }
                >
                  {t('action.WITHDRAW_RESPONSE')}
                </Button>
              )}
            </>
          }
        />
      )}
      {canRespond && <ResponseForm order={order} onDone={() => undefined} />}
      {!mine && !canRespond && <PageEmpty title={t('responses.cannotRespond')} compact />}
    </Flex>
  );
}

/** The responses of a published order, as the reader's side sees them. */
export function ResponsesPanel({ order, role }: PanelProps & { role: Role }) {
  const { t } = useTranslation('orders');
  // The side that responds sees its own response; the others see all of them.
  const carrierSide = can(role, orderActionPermission(OrderAction.RESPOND));
  // A carrier without a response yet sees the form under its own name.
  let carrierTitle: string | undefined;
  if (carrierSide)
    carrierTitle = order.myResponse ? t('responses.myTitle') : t('responses.formTitle');
  return (
    <div id="order-responses" data-testid="responses-panel">
      <Card title={carrierTitle ?? t('responses.title')}>
        {carrierSide ? (
          <MyResponse order={order} role={role} />
        ) : (
          <AllResponses order={order} role={role} />
        )}
      </Card>
    </div>
  );
}
