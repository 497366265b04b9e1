import { ClockCircleOutlined } from '@ant-design/icons';
import type { TranslationEstimate as Estimate } from '@glossa/contracts/chat';
import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Before the user starts: the requests to the AI model, the tokens they take and the expected
 * time, from the speed measured on this server. Nothing for an engine without tokens, nor when
 * the server cannot say (no engine for the pair: the pair alert says so).
 */
export function TranslationEstimate({ estimate, language }: { estimate: Estimate; language: string }) {
  const { t } = useTranslation('chat');
  if (estimate.requests === null) return null;
  const number = new Intl.NumberFormat(language);
  const tokens = (estimate.promptTokens ?? 0) + (estimate.answerTokens ?? 0);
  const rounded = tokens >= 1000 ? Math.round(tokens / 1000) * 1000 : tokens;
  const minutes = estimate.seconds === null ? null : Math.ceil(estimate.seconds / 60);
  return (
    <Tooltip title={t('estimate.explain')}>
      <Flex wrap gap={6} role="group" aria-label={t('estimate.label')} data-testid="translation-estimate">
        <Tag icon={<ClockCircleOutlined />} data-testid="estimate-time">
          {minutes === null
            ? t('estimate.timeUnknown')
            : estimate.seconds !== null && estimate.seconds < 60
              ? t('estimate.underMinute')
              : t('estimate.minutes', { count: minutes, formatted: number.format(minutes) })}
        </Tag>
        <Tag>{t('estimate.requests', { count: estimate.requests, formatted: number.format(estimate.requests) })}</Tag>
        <Tag>{t('estimate.tokens', { count: rounded, formatted: number.format(rounded) })}</Tag>
      </Flex>
    </Tooltip>
  );
}
