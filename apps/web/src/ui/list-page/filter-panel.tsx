import { ClearOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Typography, type ColProps } from 'antd';
import type { ReactNode } from 'react';
import { DateField } from '../date-field';

/** One labelled filter in a list's filter row; `span` says how wide at each breakpoint. */
export function FilterCell({
  label,
  span,
  children,
}: {
  label: string;
  span: Pick<ColProps, 'xs' | 'sm' | 'lg' | 'xxl'>;
  children: ReactNode;
}) {
  return (
    <Col {...span}>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 4 }}>
        {label}
      </Typography.Text>
      {children}
    </Col>
  );
}

interface DateBound {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId: string;
  label: string;
}

/** A from–to pair of dates, as every list that filters by a period shows it. */
export function DateRangeFilter({
  from,
  to,
  placeholders,
}: {
  from: DateBound;
  to: DateBound;
  placeholders: { from: string; to: string };
}) {
  return (
    <Flex gap={8}>
      {[
        { bound: from, placeholder: placeholders.from },
        { bound: to, placeholder: placeholders.to },
      ].map(({ bound, placeholder }) => (
        <DateField
          key={bound.testId}
          testId={bound.testId}
          aria-label={bound.label}
          placeholder={placeholder}
          value={bound.value}
          onChange={bound.onChange}
        />
      ))}
    </Flex>
  );
}

/** "Reset filters (n)": shown only while some filter is set. */
export function FilterResetLink({
  activeCount,
  label,
  testId,
  onReset,
}: {
  activeCount: number;
  label: string;
  testId: string;
  onReset: () => void;
}) {
  if (activeCount === 0) return null;
  return (
    <Button
      type="link"
      icon={<ClearOutlined />}
      data-testid={testId}
      onClick={onReset}
      style={{ paddingInline: 0, marginTop: 8 }}
    >
      {label}
    </Button>
  );
}
