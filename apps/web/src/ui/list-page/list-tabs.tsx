import { Tabs } from 'antd';
import type { ReactNode } from 'react';

interface ListTab<K extends string> {
  key: K;
  label: ReactNode;
  /** A tab with a list of its own (its own filters and pages) rather than a view of one. */
  children?: ReactNode;
}

interface ListTabsProps<K extends string> {
  value: K;
  /** The tab a bare address opens; choosing it leaves the address. */
  defaultTab: K;
  onChange: (tab: K | undefined) => void;
  /** Each tab's label is marked `<testIdPrefix>-<key>`. */
  testIdPrefix: string;
  tabs: readonly ListTab<K>[];
}

/** The views of a list (pending, all, blacklist…) as tabs, the chosen one in the address. */
export function ListTabs<K extends string>(props: ListTabsProps<K>) {
  const { defaultTab, onChange } = props;
  return (
    <Tabs
      activeKey={props.value}
      onChange={(key) => onChange(key === defaultTab ? undefined : (key as K))}
      items={props.tabs.map((tab) => ({
        key: tab.key,
        label: <span data-testid={`${props.testIdPrefix}-${tab.key}`}>{tab.label}</span>,
        children: tab.children,
      }))}
    />
  );
}
