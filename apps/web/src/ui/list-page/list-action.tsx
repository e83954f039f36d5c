import { Button } from 'antd';
import type { ReactNode } from 'react';

/** A list screen's main action: adding a record. The empty list offers it again. */
export interface ListAction {
  label: string;
  icon: ReactNode;
  testId: string;
  onClick: () => void;
}

interface ListActionButtonProps {
  action: ListAction;
  /** Tells the empty list's copy (`-empty`) apart from the header's: one test id each. */
  testIdSuffix?: string;
}

export function ListActionButton({ action, testIdSuffix = '' }: ListActionButtonProps) {
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
