import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useScreenTitle } from '../../lib/routing/screen-title';
import type { RowAttributes } from './data-list';

/** A list screen's main action: adding a record. The empty list offers it again. */
export interface ListAction {
  label: string;
  icon: ReactNode;
  testId: string;
  onClick: () => void;
}

/** The action's button; `testIdSuffix` tells the empty list's copy apart from the header's. */
export function ListActionButton({
  action,
  testIdSuffix = '',
}: {
  action: ListAction;
  testIdSuffix?: string;
}) {
  return (
    <Button
      type="primary"
      icon={action.icon}
      data-testid={`${action.testId}${testIdSuffix}`}
      onClick={action.onClick}
    >
      {action.label}
    </Button>
  );
}

interface ListPageProps {
  testId: string;
  /** `data-*` attributes of the page: which section, kind or tab it shows. */
  attributes?: RowAttributes;
  subtitle?: ReactNode;
  /** Beside the title: the page's action, or its search where the toolbar holds tabs. */
  extra?: ReactNode;
  /** Between the title and the list: tabs, notices, the search and the filters. */
  toolbar?: ReactNode;
  /** A reading column rather than the full width (a feed). */
  maxWidth?: number;
  /** The list, then what opens from it (drawers). */
  children: ReactNode;
}

/**
 * The frame of every list screen: the title the route table gives the screen (the breadcrumb
 * shows the same), a subtitle and an action, the toolbar, and the list.
 */
export function ListPage(props: ListPageProps) {
  const title = useScreenTitle();
  const width = props.maxWidth ? { maxWidth: props.maxWidth, margin: '0 auto' } : undefined;
  return (
    <Flex vertical gap={12} data-testid={props.testId} {...props.attributes} style={width}>
      <Flex wrap align="center" justify="space-between" gap={12}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {props.subtitle && <Typography.Text type="secondary">{props.subtitle}</Typography.Text>}
        </div>
        {props.extra}
      </Flex>
      {props.toolbar}
      {props.children}
    </Flex>
  );
}

/** The search and the filters of a list, side by side, wrapping on a narrow screen. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Flex wrap gap={8} align="center">
      {children}
    </Flex>
  );
}
