import { Drawer, Layout } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ChatLive } from '../../features/chat/components/chat-unread-badge';
import { useAccountRefresh } from '../../lib/session/account-query';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useIsMobile } from '../../lib/layout/use-is-mobile';
import { useLiveOrders } from '../../lib/realtime/use-live-orders';
import { useScreenTitle } from '../../lib/routing/screen-title';
import { useAccount } from '../../lib/session/use-session';
import { PageError } from '../../ui/page-state';
import { PageLoading } from '../../ui/page-loading';
import { PALETTE } from '../../ui/theme/app-theme';
import {
  COLLAPSED_SIDEBAR_WIDTH_PX,
  MOBILE_DRAWER_WIDTH_PX,
  SIDEBAR_WIDTH_PX,
} from './layout-metrics';
import { SidebarContent } from './sidebar-content';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useMenuShortcut } from './use-menu-shortcut';

/**
 * The profile (details, rating, trust score) loads when first opened: the first screen of
 * every visit does without it (issue 11).
 */
const ProfileDrawer = lazy(() =>
  import('./profile-drawer').then((module) => ({ default: module.ProfileDrawer })),
);

/** The signed-in frame (spec section 2). `children` replaces the outlet (the 404 page). */
export function AppLayout({ children }: { children?: ReactNode }) {
  const account = useAccount();
  const accountQuery = useAccountRefresh();
  const isMobile = useIsMobile();
  const screenTitle = useScreenTitle();
  // The one place order events are followed, for every screen of the signed-in app.
  useLiveOrders();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  // Stays mounted once opened, so that closing it animates as a drawer does.
  const [profileOpened, setProfileOpened] = useState(false);

  // On a phone the same shortcut opens and closes the drawer instead.
  useMenuShortcut(() => {
    if (isMobile) setDrawerOpen((open) => !open);
    else setCollapsed((value) => !value);
  });

  if (!account) {
    // A token without ACCOUNT_DATA (cleared by hand, or an old format): wait for the server's copy.
    return accountQuery.isError ? (
      <PageError error={accountQuery.error} onRetry={() => void accountQuery.refetch()} />
    ) : (
      <PageLoading />
    );
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <ChatLive role={account.roleType} />
      {isMobile ? (
        <Drawer
          placement="left"
          size={MOBILE_DRAWER_WIDTH_PX}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          closable={false}
          destroyOnHidden
          styles={{ body: { padding: 0, background: PALETTE.sidebar } }}
        >
          <div data-testid="mobile-drawer" style={{ height: '100%' }}>
            <SidebarContent
              role={account.roleType}
              collapsed={false}
              onNavigate={() => setDrawerOpen(false)}
            />
          </div>
        </Drawer>
      ) : (
        <Layout.Sider
          data-testid="sidebar"
          data-collapsed={String(collapsed)}
          collapsible
          collapsed={collapsed}
          trigger={null}
          width={SIDEBAR_WIDTH_PX[currentLanguage()]}
          collapsedWidth={COLLAPSED_SIDEBAR_WIDTH_PX}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'hidden' }}
        >
          <SidebarContent role={account.roleType} collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <TopBar
          account={account}
          isMobile={isMobile}
          sidebarCollapsed={collapsed}
          onToggleSidebar={() => setCollapsed((value) => !value)}
          onOpenMobileMenu={() => setDrawerOpen(true)}
          onOpenProfile={() => {
            setProfileOpened(true);
            setProfileOpen(true);
          }}
        />
        <Layout.Content
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          style={{ padding: isMobile ? 12 : 24, minWidth: 0, outline: 'none' }}
        >
          {/* One `h1` per screen: its name, which the breadcrumb and the screen's title show. */}
          {screenTitle && <h1 className="visually-hidden">{screenTitle}</h1>}
          {children ?? <Outlet />}
        </Layout.Content>
      </Layout>
      {profileOpened && (
        <Suspense fallback={null}>
          <ProfileDrawer
            account={account}
            open={profileOpen}
            onClose={() => setProfileOpen(false)}
            isMobile={isMobile}
          />
        </Suspense>
      )}
    </Layout>
  );
}
