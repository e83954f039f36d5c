import { LogoutOutlined } from '@ant-design/icons';
import type { Role } from '@freight/shared';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '../../lib/session/sign-out';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { Logo } from '../../ui/logo';
import { SideMenu } from './side-menu';

interface SidebarContentProps {
  role: Role;
  collapsed: boolean;
  onNavigate?: () => void;
}

/** What the sidebar and the mobile drawer share: logo, menu, language, logout. */
export function SidebarContent({ role, collapsed, onNavigate }: SidebarContentProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Link
        to="/"
        onClick={onNavigate}
        className="sidebar-logo-link"
        data-testid={collapsed ? 'logo-short' : 'logo-full'}
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'flex-start',
          height: 64,
          padding: collapsed ? 0 : '0 20px',
          flexShrink: 0,
        }}
      >
        <Logo variant={collapsed ? 'short' : 'full'} tone="light" />
      </Link>
      <div style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SideMenu role={role} onNavigate={onNavigate} />
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 4,
          padding: 8,
          borderTop: '1px solid rgba(255,255,255,0.12)',
          flexShrink: 0,
        }}
      >
        <LanguageSwitcher testId="sidebar-language" compact={collapsed} onDark block />
        <Tooltip title={collapsed ? t('layout.signOut') : undefined} placement="right">
          <Button
            type="text"
            block
            icon={<LogoutOutlined />}
            data-testid="sidebar-logout"
            aria-label={t('layout.signOut')}
            onClick={() => void signOut()}
            style={{
              color: 'rgba(255,255,255,0.85)',
              justifyContent: collapsed ? 'center' : 'flex-start',
            }}
          >
            {!collapsed && t('layout.signOut')}
          </Button>
        </Tooltip>
      </div>
    </div>
  );
}
