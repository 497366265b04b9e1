import type { QaIssueWire } from '@glossa/contracts/chat';
import { useTranslation } from 'react-i18next';

/**
 * What the checks found in a segment, one mark per kind (red for an error, gold for a warning),
 * what was found in its title; read aloud as one sentence. Plain elements, unlike the preview's tooltips: a fast scroll draws
 * dozens of rows a frame.
 */
export function SegmentIssues({ issues }: { issues: readonly QaIssueWire[] }) {
  const { t } = useTranslation('chat');
  if (issues.length === 0) return null;
  const kinds = [...new Set(issues.map((issue) => issue.kind))];
  const names = kinds.map((kind) => t(`qa.kinds.${kind}`, { defaultValue: kind }));
  return (
    <div className="segment-issues">
      <span className="sr-only">{t('qa.label', { details: names.join(', ') })}</span>
      {kinds.map((kind, index) => {
        const found = issues.filter((issue) => issue.kind === kind);
        const severity = found.some((issue) => issue.severity === 'error') ? 'error' : 'warning';
        const details = found
          .map((issue) => issue.detail)
          .filter(Boolean)
          .join(' · ');
        return (
          <span
            key={kind}
            className={`segment-issue segment-issue-${severity}`}
            title={details || undefined}
            data-kind={kind}
          >
            {names[index]}
          </span>
        );
      })}
    </div>
  );
}
