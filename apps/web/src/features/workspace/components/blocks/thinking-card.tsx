import { Think } from '@ant-design/x';
import { useTranslation } from 'react-i18next';

/** The folded thinking card: the reasoning or plan of the turn. */
export function ThinkingCard({ content, seconds, live }: { content: string; seconds: number; live: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <Think
      title={live ? t('thinking.live') : t('thinking.done', { count: Math.max(1, Math.round(seconds)) })}
      loading={live}
      blink={live}
      defaultExpanded={false}
      className="block-card"
    >
      <div className="thinking-text">{content}</div>
    </Think>
  );
}
