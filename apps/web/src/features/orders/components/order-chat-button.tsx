import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface OrderChatButtonProps {
  orderId: string;
  /** The forwarder side names the carrier whose thread it opens; others have one thread. */
  carrierCompanyId?: string;
  label: 'writeToCarrier' | 'chatAboutOrder';
  testId: string;
}

function ChatButton({ orderId, carrierCompanyId, label, testId }: OrderChatButtonProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const params = new URLSearchParams({ orderId });
  if (carrierCompanyId) params.set('carrierCompanyId', carrierCompanyId);
  return (
    <Button
      icon={<MessageOutlined />}
      data-testid={testId}
      onClick={() => void navigate(`/chat?${params.toString()}`)}
    >
      {t(`entry.${label}`)}
    </Button>
  );
}

/**
 * Opens the order's thread in the chat (issue 15), which finds or creates it. Its text is the
 * chat's: while that loads, the button waits without holding up the order.
 */
export function OrderChatButton(props: OrderChatButtonProps) {
  return (
    <Suspense fallback={null}>
      <ChatButton {...props} />
    </Suspense>
  );
}
