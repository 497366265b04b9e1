import { Alert, Typography } from 'antd';
import Markdown from 'react-markdown';
import './legal-document.css';

/** A policy text, always left to right (the route forces the direction). */
export function LegalDocument({ markdown, notice }: { markdown: string; notice?: string }) {
  return (
    <article className="legal-document" dir="ltr">
      {notice && <Alert type="info" showIcon title={notice} style={{ marginBlockEnd: 24 }} />}
      <Typography>
        <Markdown>{markdown}</Markdown>
      </Typography>
    </article>
  );
}
