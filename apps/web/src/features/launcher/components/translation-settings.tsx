import { SettingOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationSettingsProps } from '../translation-settings-value.ts';

const loadPanel = () => import('./translation-settings-panel.tsx');
const LazyPanel = lazy(() => loadPanel().then((module) => ({ default: module.TranslationSettingsPanel })));

/**
 * Agent (own, domain or custom with instructions) and, for documents, agent or professional mode
 * with the format's options. Agents only apply when an LLM engine runs on this server.
 */
export function TranslationSettings(props: TranslationSettingsProps) {
  const { t } = useTranslation('chat');
  const { value, format, llmAvailable } = props;
  const content = (
    <Suspense fallback={<div className="translation-settings-loading" />}>
      <LazyPanel {...props} />
    </Suspense>
  );

  if (!llmAvailable && !format) return null;
  return (
    <Popover content={content} title={t('settings.title')} trigger="click" placement="bottomLeft">
      <Button
        type="text"
        icon={<SettingOutlined />}
        data-testid="translation-settings"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        {value.agentId === 'general'
          ? t('settings.title')
          : t(`agents.${value.agentId}`, { defaultValue: value.agentId })}
      </Button>
    </Popover>
  );
}
