import { can, type Role } from '@freight/shared';
import { Badge } from 'antd';
import { useAccount } from '../../../lib/session/use-session';
import { useChatUnread } from '../api/get-conversations';
import { useLiveChat } from '../api/use-live-chat';

/**
 * The chat's live side for the whole signed-in app (mounted once, by the layout): messages
 * land in held conversations and the menu's badge follows.
 */
export function ChatLive({ role }: { role: Role }) {
  const account = useAccount();
  useLiveChat(account?.id ?? '', can(role, 'read:chat:party') && account !== null);
  return null;
}

/** The menu entry's count of unread messages; nothing while there are none. */
export function ChatUnreadBadge({ role }: { role: Role }) {
  const unread = useChatUnread(can(role, 'read:chat:party'));
  const total = unread.data?.unreadTotal ?? 0;
  return (
    <Badge
      count={total}
      size="small"
      overflowCount={99}
      data-testid="chat-unread-badge"
      data-count={total}
      style={{ marginInlineStart: 8, boxShadow: 'none' }}
    />
  );
}
