import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  ExclamationCircleOutlined,
  FilePdfOutlined,
  GlobalOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  SignatureOutlined,
  StopOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { OrderAction, type OrderActionView } from '@freight/shared';
import { App, Button, Flex, Tooltip, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The actions of this screen, in the order they show. The contract's lead to its section;
 * the execution and payment actions belong to the order's later screens.
 */
export const VIEW_ACTIONS = [
  OrderAction.PUBLISH,
  OrderAction.EDIT,
  OrderAction.OPEN_TO_BOARD,
  OrderAction.RESPOND,
  OrderAction.ACCEPT_RESPONSE,
  OrderAction.GENERATE_CONTRACT,
  OrderAction.SIGN_CONTRACT,
  OrderAction.DECIDE_PROBLEM,
  OrderAction.APPROVE_DELETION,
  OrderAction.REJECT_DELETION,
  OrderAction.REPORT_PROBLEM,
  OrderAction.REQUEST_DELETION,
] as const;
export type ViewAction = (typeof VIEW_ACTIONS)[number];

const ICONS: Record<ViewAction, ReactNode> = {
  PUBLISH: <SendOutlined />,
  EDIT: <EditOutlined />,
  OPEN_TO_BOARD: <GlobalOutlined />,
  RESPOND: <TeamOutlined />,
  ACCEPT_RESPONSE: <CheckOutlined />,
  GENERATE_CONTRACT: <FilePdfOutlined />,
  SIGN_CONTRACT: <SignatureOutlined />,
  DECIDE_PROBLEM: <SafetyCertificateOutlined />,
  APPROVE_DELETION: <DeleteOutlined />,
  REJECT_DELETION: <StopOutlined />,
  REPORT_PROBLEM: <WarningOutlined />,
  REQUEST_DELETION: <DeleteOutlined />,
};

const BUTTON_PROPS: Partial<Record<ViewAction, ButtonProps>> = {
  PUBLISH: { type: 'primary' },
  RESPOND: { type: 'primary' },
  ACCEPT_RESPONSE: { type: 'primary' },
  GENERATE_CONTRACT: { type: 'primary' },
  SIGN_CONTRACT: { type: 'primary' },
  DECIDE_PROBLEM: { type: 'primary' },
  APPROVE_DELETION: { danger: true },
  REQUEST_DELETION: { danger: true },
};

/** The server's `actions` (the state machine's offer for the caller), keyed by action. */
export function actionIndex(actions: readonly OrderActionView[]) {
  return new Map(actions.map((entry) => [entry.action, entry]));
}

export function isAllowed(actions: readonly OrderActionView[], action: OrderAction): boolean {
  return actions.some((entry) => entry.action === action && entry.allowed);
}

interface OrderActionsProps {
  actions: readonly OrderActionView[];
  onAction: (action: ViewAction) => void;
  /** The action whose request is on its way. */
  pending?: ViewAction | null;
}

/**
 * One button per action the server offers (`order-action-<ACTION>`): the allowed ones, and
 * those refused for something the user can supply, which explain what is missing instead.
 */
export function OrderActions({ actions, onAction, pending }: OrderActionsProps) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const offered = actionIndex(actions);
  const shown = VIEW_ACTIONS.flatMap((action) => {
    const entry = offered.get(action);
    return entry ? [entry] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Flex gap={8} wrap data-testid="order-actions">
      {shown.map(({ action, allowed, reason }) => {
        const viewAction = action as ViewAction;
        const explain = () => void message.warning(t(`errors:${reason ?? 'UNEXPECTED'}`));
        const button = (
          <Button
            key={action}
            {...BUTTON_PROPS[viewAction]}
            icon={allowed ? ICONS[viewAction] : <ExclamationCircleOutlined />}
            data-testid={`order-action-${action}`}
            data-allowed={String(allowed)}
            loading={pending === viewAction}
            onClick={allowed ? () => onAction(viewAction) : explain}
          >
            {t(`action.${action}`)}
          </Button>
        );
        return allowed || !reason ? (
          button
        ) : (
          <Tooltip key={action} title={t(`errors:${reason}`)}>
            {button}
          </Tooltip>
        );
      })}
    </Flex>
  );
}
