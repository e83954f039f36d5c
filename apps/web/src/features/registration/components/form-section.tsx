import { Divider, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled part of a long form; the first one needs no rule above it. */
export function FormSection({
  title,
  first,
  children,
}: {
  title: string;
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <section>
      {!first && <Divider style={{ margin: '8px 0 16px' }} />}
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
