import { SettingOutlined } from '@ant-design/icons';
import type { Precision } from '@glossa/contracts/chat';
import { Button, Popover } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

export interface TranslationSettingsValue {
  agentId: string;
  customInstructions: string;
  mode: 'agent' | 'professional';
  options: Record<string, boolean>;
  /** Professional mode: fast (larger batches), balanced, or best (the strongest engine, smaller batches). */
  precision: Precision;
}

export const DEFAULT_SETTINGS: TranslationSettingsValue = {
  agentId: 'general',
  customInstructions: '',
  mode: 'agent',
  options: {},
  precision: 'balanced',
};

export interface TranslationSettingsProps {
  value: TranslationSettingsValue;
  onChange: (next: TranslationSettingsValue) => void;
  sourceLanguage: string;
  targetLanguage: string;
  /** The uploaded document's format (professional mode's options); none for text. */
  format: string | undefined;
  llmAvailable: boolean;
}

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
