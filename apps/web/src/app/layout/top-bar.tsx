import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
} from '@ant-design/icons';
import type { Account } from '@freight/shared';
import { Button, Layout, theme, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../lib/session/sign-out';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { LogoMark } from '../../ui/logo';
import { Breadcrumbs } from './breadcrumbs';
import { UserBadge } from './user-badge';

interface TopBarProps {
  account: Account;
  isMobile: boolean;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  onOpenMobileMenu: () => void;
  onOpenProfile: () => void;
}

/**
 * Breadcrumbs, language, bell, the user and sign-out. On a phone the breadcrumbs and the role
 * label give way; the menu button, bell and language stay.
 */
export function TopBar(props: TopBarProps) {
  const { account, isMobile, sidebarCollapsed } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const signOut = useSignOut();
  const toggleLabel = sidebarCollapsed ? t('layout.expandMenu') : t('layout.collapseMenu');

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: isMobile ? 4 : 8,
        height: 56,
        lineHeight: 'normal',
        padding: isMobile ? '0 8px' : '0 16px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorSplit}`,
      }}
    >
      {isMobile ? (
        <>
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('layout.openMenu')}
            data-testid="mobile-menu-button"
            onClick={props.onOpenMobileMenu}
          />
          <LogoMark size={28} />
        </>
      ) : (
        <>
          <Tooltip title={`${toggleLabel} (Ctrl+B)`}>
            <Button
              type="text"
              icon={sidebarCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={toggleLabel}
              aria-expanded={!sidebarCollapsed}
              data-testid="sidebar-toggle"
              onClick={props.onToggleSidebar}
            />
          </Tooltip>
          <Breadcrumbs />
        </>
      )}
      <div style={{ flex: 1 }} />
      <LanguageSwitcher testId="topbar-language" compact={isMobile} />
      <NotificationBell />
      <UserBadge account={account} showRole={!isMobile} onOpenProfile={props.onOpenProfile} />
      <Button
        type="text"
        icon={<LogoutOutlined />}
        aria-label={t('layout.signOut')}
        title={t('layout.signOut')}
        data-testid="signout-button"
        onClick={() => void signOut()}
      >
        {!isMobile && t('layout.signOut')}
      </Button>
    </Layout.Header>
  );
}
