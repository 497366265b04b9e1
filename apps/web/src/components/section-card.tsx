import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A console section's card: its heading, actions at the end, and the content. */
export function SectionCard({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}

/** A table's empty state in readable contrast (Ant Design's own placeholder colour is too faint). */
export function EmptyNote({ text }: { text: string }) {
  return (
    <Typography.Text type="secondary" style={{ display: 'block', paddingBlock: 24 }}>
      {text}
    </Typography.Text>
  );
}
