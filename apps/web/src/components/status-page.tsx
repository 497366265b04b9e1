import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { StatusIllustration } from './status-illustration.tsx';

/**
 * An error page's body: the brand picture, the status code, a heading, what happened and what
 * to do. The same look as the block the server writes into 404 answers (global.css
 * `.boot-status`), so the page does not change when the app takes over.
 */
export function StatusPage({
  status,
  title,
  text,
  actions,
}: {
  status: number;
  title: string;
  text: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="boot-status" aria-labelledby="status-title">
      <StatusIllustration kind={status === 404 || status === 403 ? 'missing' : 'failure'} />
      <p className="boot-status-code">{status}</p>
      <Typography.Title level={1} id="status-title" className="status-title">
        {title}
      </Typography.Title>
      <p>{text}</p>
      <Flex gap={8} justify="center" wrap className="status-actions">
        {actions}
      </Flex>
    </section>
  );
}
