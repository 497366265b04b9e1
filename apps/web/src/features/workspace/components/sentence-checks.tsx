import type { QaIssueWire } from '@glossa/contracts/chat';
import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The QA checks' findings on a sentence: one tag per kind, red for an error, gold for a warning, what was found on hover. */
export function SentenceChecks({ issues }: { issues: readonly QaIssueWire[] | undefined }) {
  const { t } = useTranslation('chat');
  if (!issues || issues.length === 0) return null;
  const kinds = [...new Set(issues.map((issue) => issue.kind))];
  const names = kinds.map((kind) => t(`qa.kinds.${kind}`, { defaultValue: kind }));
  return (
    <Flex
      gap={4}
      wrap
      className="sentence-checks"
      data-testid="sentence-checks"
      aria-label={t('qa.label', { details: names.join(', ') })}
      role="group"
    >
      {kinds.map((kind, index) => {
        const found = issues.filter((issue) => issue.kind === kind);
        const error = found.some((issue) => issue.severity === 'error');
        const details = found
          .map((issue) => issue.detail)
          .filter(Boolean)
          .join(' · ');
        return (
          <Tooltip key={kind} title={details || undefined}>
            <Tag color={error ? 'red' : 'gold'} data-kind={kind} data-severity={error ? 'error' : 'warning'}>
              {names[index]}
            </Tag>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
