import { UserOutlined } from '@ant-design/icons';
import type { Account } from '@freight/shared';
import { Avatar, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayNameOf, roleLabelKey } from '../../lib/account/account-display';

interface UserBadgeProps {
  account: Account;
  /** The role label gives way on narrow screens. */
  showRole: boolean;
  onOpenProfile: () => void;
}

/** The signed-in user in the top bar; a click opens the profile drawer. */
export function UserBadge({ account, showRole, onOpenProfile }: UserBadgeProps) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      onClick={onOpenProfile}
      // The name is the visible name and role (WCAG 2.5.3); what a click does is the hint.
      title={t('profile.open')}
      style={{ height: 'auto', padding: '4px 8px', minWidth: 0, maxWidth: showRole ? 280 : 120 }}
    >
      <Avatar size="small" icon={<UserOutlined aria-hidden />} style={{ flexShrink: 0 }} />
      <span
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          minWidth: 0,
          lineHeight: 1.25,
        }}
      >
        <Typography.Text strong ellipsis style={{ maxWidth: '100%' }} data-testid="user-name">
          {displayNameOf(account)}
        </Typography.Text>
        {showRole && (
          <Typography.Text
            type="secondary"
            ellipsis
            style={{ fontSize: 12, maxWidth: '100%' }}
            data-testid="user-role"
          >
            {t(roleLabelKey(account.roleType))}
          </Typography.Text>
        )}
      </span>
    </Button>
  );
}
