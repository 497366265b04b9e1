import { type CustomParam, PRECISIONS, type Precision } from '@glossa/contracts/chat';
import { Alert, Checkbox, Flex, Input, Segmented, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAgents } from '../../workspace/index.ts';
import { useCustomParams } from '../api/use-custom-params.ts';
import type { TranslationSettingsProps, TranslationSettingsValue } from '../translation-settings-value.ts';

const PRECISION_LABELS = {
  fast: ['settings.precisionFast', 'settings.precisionFastHint'],
  balanced: ['settings.precisionBalanced', 'settings.precisionBalancedHint'],
  best: ['settings.precisionBest', 'settings.precisionBestHint'],
} as const satisfies Record<Precision, readonly [string, string]>;

/** How hard professional mode works: each level said with what it does. */
function PrecisionChoice({ value, onChange }: { value: Precision; onChange: (next: Precision) => void }) {
  const { t } = useTranslation('chat');
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong id="precision-label">
        {t('settings.precision')}
      </Typography.Text>
      <Segmented<Precision>
        aria-labelledby="precision-label"
        aria-describedby="precision-hint"
        block
        value={value}
        onChange={onChange}
        options={PRECISIONS.map((level) => ({ value: level, label: t(PRECISION_LABELS[level][0]) }))}
        data-testid="precision"
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }} id="precision-hint" data-testid="precision-hint">
        {t(PRECISION_LABELS[value][1])}
      </Typography.Text>
    </Flex>
  );
}

/** The professional-mode switches for the uploaded file's format; each starts at its default. */
function FormatOptions({
  params,
  value,
  onChange,
}: {
  params: CustomParam[];
  value: Record<string, boolean>;
  onChange: (next: Record<string, boolean>) => void;
}) {
  const { t } = useTranslation('chat');
  if (params.length === 0) return <Typography.Text type="secondary">{t('settings.noOptions')}</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      {params.map((param) => (
        <Checkbox
          key={param.key}
          checked={value[param.key] ?? param.default}
          onChange={(event) => onChange({ ...value, [param.key]: event.target.checked })}
        >
          {t(`options.${param.key}`, { defaultValue: param.name })}
        </Checkbox>
      ))}
    </Flex>
  );
}

/** The options popover's content, fetched when it first opens (decision 0018). */
export function TranslationSettingsPanel({
  value,
  onChange,
  sourceLanguage,
  targetLanguage,
  format,
  llmAvailable,
}: TranslationSettingsProps) {
  const { t } = useTranslation('chat');
  const { agents } = useAgents(sourceLanguage, targetLanguage, llmAvailable);
  const params = useCustomParams(value.mode === 'professional' ? format : undefined);

  const agentOptions = agents.map((agent) => ({
    value: agent.id,
    label: t(`agents.${agent.id}`, { defaultValue: agent.id }),
  }));

  return (
    <Flex vertical gap={16} style={{ inlineSize: 320, maxInlineSize: '80vw' }}>
      {llmAvailable && (
        <Flex vertical gap={8}>
          <Typography.Text strong id="agent-label">
            {t('settings.agent')}
          </Typography.Text>
          <Select
            aria-labelledby="agent-label"
            value={value.agentId}
            options={agentOptions}
            onChange={(agentId: string) => onChange({ ...value, agentId })}
            data-testid="agent-select"
          />
          {value.agentId === 'custom' && (
            <Input.TextArea
              value={value.customInstructions}
              onChange={(event) => onChange({ ...value, customInstructions: event.target.value })}
              placeholder={t('settings.customPlaceholder')}
              aria-label={t('settings.customPlaceholder')}
              autoSize={{ minRows: 3, maxRows: 8 }}
              maxLength={4000}
            />
          )}
        </Flex>
      )}
      {format && (
        <Flex vertical gap={8}>
          <Typography.Text strong id="mode-label">
            {t('settings.mode')}
          </Typography.Text>
          <Segmented<TranslationSettingsValue['mode']>
            aria-labelledby="mode-label"
            block
            value={value.mode}
            onChange={(mode) => onChange({ ...value, mode })}
            options={[
              { value: 'agent', label: t('settings.modeAgent') },
              { value: 'professional', label: t('settings.modeProfessional') },
            ]}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {value.mode === 'agent' ? t('settings.modeAgentHint') : t('settings.modeProfessionalHint')}
          </Typography.Text>
          {value.mode === 'professional' &&
            (params.isError ? (
              <Alert type="error" showIcon title={t('settings.optionsFailed')} />
            ) : (
              <FormatOptions
                params={params.data ?? []}
                value={value.options}
                onChange={(options) => onChange({ ...value, options })}
              />
            ))}
          {value.mode === 'professional' && (
            <PrecisionChoice value={value.precision} onChange={(precision) => onChange({ ...value, precision })} />
          )}
        </Flex>
      )}
    </Flex>
  );
}
