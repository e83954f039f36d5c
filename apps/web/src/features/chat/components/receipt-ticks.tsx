import { CheckOutlined, ClockCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { MessageReceipt } from '@freight/shared';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where one's own message got: waiting, failed, ✓ sent, ✓✓ delivered, blue ✓✓ read. */
export type DeliveryState = MessageReceipt | 'PENDING' | 'FAILED';

export function ReceiptTicks({ state }: { state: DeliveryState }) {
  const { t } = useTranslation('chat');
  const { token } = theme.useToken();
  const label = t(`receipt.${state}`);
  const common = {
    'data-testid': 'chat-receipt',
    'data-receipt': state,
    title: label,
    'aria-label': label,
  };
  if (state === 'PENDING') return <ClockCircleOutlined {...common} style={{ fontSize: 11 }} />;
  if (state === 'FAILED') {
    return (
      <ExclamationCircleOutlined {...common} style={{ color: token.colorError, fontSize: 12 }} />
    );
  }
  const double = state !== MessageReceipt.SENT;
  return (
    <span
      {...common}
      role="img"
      style={{
        display: 'inline-flex',
        fontSize: 11,
        color: state === MessageReceipt.READ ? token.colorPrimary : 'inherit',
      }}
    >
      <CheckOutlined />
      {double && <CheckOutlined style={{ marginLeft: -6 }} />}
    </span>
  );
}
