import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';

/**
 * The "Filters" button of a list whose filters fold away: the number of filters in effect on
 * its badge, so a folded panel still says the list is narrowed. `onApproach` runs as the pointer
 * reaches it or it takes focus, for a panel that loads on demand.
 */
export function FilterToggle({
  label,
  activeCount,
  open,
  onToggle,
  onApproach,
  testId,
}: {
  label: string;
  activeCount: number;
  open: boolean;
  onToggle: () => void;
  onApproach?: () => void;
  testId: string;
}) {
  return (
    <Badge count={activeCount} size="small">
      <Button
        icon={<FilterOutlined />}
        aria-expanded={open}
        data-testid={testId}
        onClick={onToggle}
        onPointerEnter={onApproach}
        onFocus={onApproach}
      >
        {label}
      </Button>
    </Badge>
  );
}
