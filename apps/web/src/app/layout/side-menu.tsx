import { menuItemsFor, type MenuItemDefinition, type Role } from '@freight/shared';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ChatUnreadBadge } from '../../features/chat/components/chat-unread-badge';
import { MENU_ICONS } from './menu-icons';

type MenuEntry = NonNullable<MenuProps['items']>[number] & { 'data-testid': string };

/** The entry whose path is the current path or a parent of it (`/requests/5` → `/requests`). */
export function selectedMenuKey(
  pathname: string,
  items: readonly MenuItemDefinition[],
): string | undefined {
  return items.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))?.key;
}

interface SideMenuProps {
  role: Role;
  /** Called after a click, so the mobile drawer can close. */
  onNavigate?: () => void;
}

/** Spec section 6: the role's menu entries (visibility only; the server enforces access). */
export function SideMenu({ role, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const definitions = menuItemsFor(role);
  const selected = selectedMenuKey(pathname, definitions);
  const items: MenuEntry[] = definitions.map((item) => ({
    key: item.key,
    icon: MENU_ICONS[item.key],
    // A real link: it opens in a new tab (middle click, Ctrl+click) and shows its address.
    label: (
      <Link to={item.path}>
        {t(`menu.${item.key}`)}
        {/* The chat's entry counts the unread messages (issue 15). */}
        {item.key === 'chat' && <ChatUnreadBadge role={role} />}
      </Link>
    ),
    title: t(`menu.${item.key}`),
    'data-testid': `menu-${item.key}`,
  }));
  return (
    <Menu
      className="app-side-menu"
      theme="dark"
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      items={items}
      onClick={({ key, domEvent }) => {
        // A click, or Enter on the focused link, follows the link itself; Enter on the focused
        // entry (the menu's own arrow-key focus) reaches only the menu.
        const target = definitions.find((item) => item.key === key);
        const onLink = domEvent.target instanceof Element && domEvent.target.closest('a');
        if (target && domEvent.type === 'keydown' && !onLink) void navigate(target.path);
        onNavigate?.();
      }}
    />
  );
}
