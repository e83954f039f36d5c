import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';

interface RowActionButtonProps {
  icon: ReactNode;
  label: string;
  testId: string;
  onClick: () => void;
  danger?: boolean;
  loading?: boolean;
  size?: 'small' | 'middle';
  /** A table row: the label stays for screen readers and the tooltip only. */
  iconOnly?: boolean;
}

/** One thing a list's row offers (edit, retire, deactivate). */
export function RowActionButton(props: RowActionButtonProps) {
  const { label, iconOnly = false } = props;
  return (
    <Button
      size={props.size ?? 'small'}
      danger={props.danger}
      icon={props.icon}
      data-testid={props.testId}
      loading={props.loading}
      aria-label={label}
      title={iconOnly ? label : undefined}
      onClick={props.onClick}
    >
      {!iconOnly && label}
    </Button>
  );
}

/** A row's actions, at its end; side by side in a table row, wrapping on a card. */
export function RowActions({
  iconOnly = false,
  children,
}: {
  iconOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <Flex gap={4} wrap={!iconOnly} justify="flex-end">
      {children}
    </Flex>
  );
}
