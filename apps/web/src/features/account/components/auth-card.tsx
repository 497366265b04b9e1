import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import './account.css';

/** The frame of the sign-in, sign-up and reset pages: a title, a short line, the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Card className="auth-card" variant="outlined">
      <Typography.Title level={1} className="auth-card-title" style={{ fontSize: 24 }}>
        {title}
      </Typography.Title>
      {subtitle && (
        <Typography.Text type="secondary" className="auth-card-subtitle">
          {subtitle}
        </Typography.Text>
      )}
      {children}
    </Card>
  );
}
