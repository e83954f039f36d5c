import {
  can,
  CarrierPoolSource,
  CARRIER_SIDE_ROLES,
  isRoleIn,
  OrderAction,
  Role,
  ORDER_STATUS_PATH,
  OrderStatus,
  type Account,
  type CarrierPoolAdd,
  type OrderDetail,
} from '@freight/shared';
import { App, Flex } from 'antd';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ScreenTexts } from '../../../ui/screen-texts';
import { useAccount } from '../../../lib/session/use-session';
import { useOrder } from '../api/get-order';
import { usePublishOrder } from '../api/publish-order';
import { BackLink } from '../components/back-link';
import { hasContractStage } from '../components/contract/contract-stage';
import { DeletionRequestDialog } from '../components/deletion-request-dialog';
import { ProblemReportDialog } from '../components/problem-report-dialog';
import { BookOrderPanel } from '../components/book-order-panel';
import { InstantBookingSwitch } from '../components/instant-booking-switch';
import { isAllowed, OrderActions, type ViewAction } from '../components/order-actions';
import { OrderForm } from '../components/order-form';
import { OrderHeader } from '../components/order-header';
import { OrderTermsSummary } from '../components/order-terms-summary';
import { OrderChatButton } from '../components/order-chat-button';
import { OrderHistory } from '../components/order-history';
import { OrderNotices } from '../components/order-notices';
import { OrderQueryState } from '../components/order-query-state';
import { ResponsesPanel } from '../components/responses-panel';
import { SuggestedCarriersPanel } from '../components/suggested-carriers-panel';
import { useOpenToBoardConfirm } from '../components/use-open-to-board';
import { useOrderActionFailure } from '../components/use-order-action-failure';

// The contract's code and texts load only for orders that have reached it.
const ContractSection = lazy(() =>
  import('../components/contract/contract-section').then((module) => ({
    default: module.ContractSection,
  })),
);

/** Brings a section of the page into view and puts the cursor in its first field. */
function focusSection(id: string) {
  const section = document.getElementById(id);
  // jsdom (the page's tests) has no scrollIntoView, though the DOM's type says it always exists.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  section?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  section?.querySelector<HTMLElement>('textarea, input:not([type="hidden"])')?.focus({
    preventScroll: true,
  });
}

/**
 * The trip panel (features/trip), handed in by the app: one feature does not import another.
 * It shows from the signed contract on.
 */
export type TripPanelSlot = ComponentType<{ order: OrderDetail; account: Account }>;

/**
 * "Add carrier to my carriers" (features/carrier-pool, issue 32), handed in by the app like
 * the trip panel.
 */
export type CarrierPoolButtonSlot = ComponentType<{ add: CarrierPoolAdd; size?: 'middle' }>;

/** The one-step action whose request is on its way, for its button's spinner. */
const pendingAction = (publishing: boolean, opening: boolean): ViewAction | null => {
  if (publishing) return 'PUBLISH';
  return opening ? 'OPEN_TO_BOARD' : null;
};

const hasTripStage = (status: OrderStatus) =>
  ORDER_STATUS_PATH.indexOf(status) >= ORDER_STATUS_PATH.indexOf(OrderStatus.CONTRACT_SIGNED);

interface OrderViewProps {
  order: OrderDetail;
  account: Account;
  onReload: () => void;
  tripPanel?: TripPanelSlot;
  carrierPoolButton?: CarrierPoolButtonSlot;
}

function OrderView({
  order,
  account,
  onReload,
  tripPanel: TripPanel,
  carrierPoolButton: CarrierPoolButton,
}: OrderViewProps) {
  const role = account.roleType;
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const publish = usePublishOrder();
  const [dialog, setDialog] = useState<'problem' | 'deletion' | null>(null);

  const onActionFailure = useOrderActionFailure(onReload);
  const openToBoard = useOpenToBoardConfirm(order, onReload);

  const publishOrder = () =>
    publish.mutate(
      { id: order.id, version: order.version },
      {
        onSuccess: () => void message.success(t('form.published')),
        onError: onActionFailure,
      },
    );

  const onAction = (action: ViewAction) => {
    const handlers: Record<ViewAction, () => void> = {
      PUBLISH: publishOrder,
      EDIT: () => void navigate(`/edit-request/${order.id}`),
      OPEN_TO_BOARD: openToBoard.confirm,
      RESPOND: () => focusSection('order-respond'),
      ACCEPT_RESPONSE: () => focusSection('order-responses'),
      GENERATE_CONTRACT: () => focusSection('order-contract'),
      SIGN_CONTRACT: () => focusSection('order-contract'),
      DECIDE_PROBLEM: () => focusSection('order-problem-decision'),
      APPROVE_DELETION: () => focusSection('order-deletion-decision'),
      REJECT_DELETION: () => focusSection('order-deletion-decision'),
      REPORT_PROBLEM: () => setDialog('problem'),
      REQUEST_DELETION: () => setDialog('deletion'),
    };
    handlers[action]();
  };

  const showResponses = order.status !== OrderStatus.DRAFT;
  // Issue 31: the owner side finds carriers for its published order.
  const showSuggestions =
    order.status === OrderStatus.PUBLISHED && can(role, 'invite:carrier:party');
  const showTrip = TripPanel !== undefined && hasTripStage(order.status);
  // A carrier side with a response, and the CB once a problem was reported, have the order's
  // one thread (issue 15); the forwarder side writes per response, in the responses panel.
  const showOrderChat =
    can(role, 'read:chat:party') &&
    ((role === Role.CB && order.problems.length > 0) ||
      (isRoleIn(role, CARRIER_SIDE_ROLES) && order.myResponse !== null));
  const showContract = hasContractStage(order.status) && can(role, 'read:document:party');
  const settled = hasContractStage(order.status);
  // Issue 32: the owner company keeps the carrier that completed its order among its own.
  const offersCarrierPool =
    CarrierPoolButton !== undefined &&
    order.status === OrderStatus.COMPLETED &&
    order.selectedResponse !== null &&
    account.companyId === order.ownerCompany.id &&
    can(role, 'manage:carrier_pool:own');

  const actions = (
    <Flex gap={8} wrap>
      {showOrderChat && (
        <OrderChatButton orderId={order.id} label="chatAboutOrder" testId="order-chat" />
      )}
      <OrderActions
        actions={order.actions}
        onAction={onAction}
        pending={pendingAction(publish.isPending, openToBoard.pending)}
      />
      {offersCarrierPool && (
        <Suspense fallback={null}>
          <CarrierPoolButton
            add={{ source: CarrierPoolSource.ORDER, orderId: order.id }}
            size="middle"
          />
        </Suspense>
      )}
    </Flex>
  );
  // Issue 32: a carrier books at the posted price; the owner side allows it while published.
  const booking = isAllowed(order.actions, OrderAction.BOOK) ? (
    <BookOrderPanel order={order} />
  ) : (
    order.status === OrderStatus.PUBLISHED &&
    isAllowed(order.actions, OrderAction.SET_INSTANT_BOOKING) && (
      <InstantBookingSwitch order={order} onConflict={onReload} />
    )
  );
  const notices = (
    <>
      <OrderNotices order={order} onConflict={onReload} />
      {booking}
    </>
  );
  const contract = showContract && (
    // Its code and texts load with it: the rest of the order shows meanwhile.
    <ScreenTexts>
      <ContractSection order={order} account={account} />
    </ScreenTexts>
  );
  const trip = TripPanel && showTrip && (
    <ScreenTexts>
      <TripPanel order={order} account={account} />
    </ScreenTexts>
  );

  return (
    <Flex
      vertical
      gap={16}
      data-testid="order-view"
      data-order-id={order.id}
      data-status={order.status}
      data-layout={settled ? 'settled' : 'open'}
    >
      <BackLink />
      {settled ? (
        // A carrier is chosen: what happens next (the trip's step, the contract to sign) comes
        // first, the settled terms below it as a summary (issue 30).
        <>
          <OrderHeader order={order} extra={actions} />
          {notices}
          {trip}
          {contract}
          <OrderTermsSummary
            order={order}
            fullTerms={
              <OrderForm key={order.version} mode="view" order={order} withHeader={false} />
            }
          />
        </>
      ) : (
        <OrderForm
          // A newer version of the order starts the read-only form afresh.
          key={order.version}
          mode="view"
          order={order}
          headerExtra={actions}
          notices={notices}
        />
      )}
      {showResponses && <ResponsesPanel order={order} role={role} />}
      {showSuggestions && (
        // Its texts (the `trucks` namespace) load with it; the order shows meanwhile.
        <ScreenTexts>
          <SuggestedCarriersPanel order={order} />
        </ScreenTexts>
      )}
      <OrderHistory order={order} />
      <ProblemDialogs order={order} dialog={dialog} onClose={() => setDialog(null)} />
    </Flex>
  );
}

interface ProblemDialogsProps {
  order: OrderDetail;
  dialog: 'problem' | 'deletion' | null;
  onClose: () => void;
}

function ProblemDialogs({ order, dialog, onClose }: ProblemDialogsProps) {
  return (
    <>
      <ProblemReportDialog order={order} open={dialog === 'problem'} onClose={onClose} />
      <DeletionRequestDialog order={order} open={dialog === 'deletion'} onClose={onClose} />
    </>
  );
}

/** `/view-request/{id}`: the request form read-only, with what the caller may do to it. */
export function ViewOrderPage({
  tripPanel,
  carrierPoolButton,
}: {
  tripPanel?: TripPanelSlot;
  carrierPoolButton?: CarrierPoolButtonSlot;
}) {
  const { id = '' } = useParams();
  const account = useAccount();
  const query = useOrder(id);
  return (
    <OrderQueryState query={query}>
      {(order) =>
        account && (
          <OrderView
            order={order}
            account={account}
            onReload={() => void query.refetch()}
            tripPanel={tripPanel}
            carrierPoolButton={carrierPoolButton}
          />
        )
      }
    </OrderQueryState>
  );
}
