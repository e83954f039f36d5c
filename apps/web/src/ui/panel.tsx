import { theme } from 'antd';
import type { HTMLAttributes } from 'react';

interface PanelProps extends HTMLAttributes<HTMLDivElement> {
  /** A hairline border, as an outlined card has; a page's list sits on a borderless one. */
  bordered?: boolean;
  padding?: number;
  /** Clickable as a whole: a pointer and a shadow under it. */
  hoverable?: boolean;
}

/**
 * A card's surface without Ant Design's Card, which brings its tabs (about 9 kB compressed)
 * to every screen that uses it. For the surfaces of the first screens (the list frame, a
 * phone's list entries, the toolbar); a card with a title or tabs stays an antd Card.
 */
export function Panel({
  bordered = true,
  padding,
  hoverable,
  style,
  className,
  ...rest
}: PanelProps) {
  const { token } = theme.useToken();
  return (
    <div
      {...rest}
      className={hoverable ? ['panel-hoverable', className].filter(Boolean).join(' ') : className}
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        border: bordered
          ? `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`
          : undefined,
        padding,
        ['--panel-hover-shadow' as string]: token.boxShadowTertiary,
        ...style,
      }}
    />
  );
}
