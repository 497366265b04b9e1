import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './engine-setup.css';

/** The settings that connect an AI model, with a local Ollama as the example (see .env.example). */
export const AI_MODEL_SETTINGS = 'LLM_BASE_URL=http://127.0.0.1:11434/v1\nLLM_MODEL=qwen2.5:7b';

/** Installs Debian's Apertium pairs (scripts/system-deps.sh) and starts the app. */
export const OFFLINE_ENGINE_COMMAND = 'bash scripts/start.sh';

/** A copyable block of settings or commands; always left to right, also in Arabic. */
export function SetupCode({ code, testId }: { code: string; testId?: string }) {
  return (
    <div className="setup-code" dir="ltr" data-testid={testId}>
      <pre>
        <code>{code}</code>
      </pre>
      <Typography.Text className="setup-code-copy" copyable={{ text: code }} />
    </div>
  );
}

/** How an operator connects an AI model: the exact settings, an example, and the optional key. */
export function AiModelSetup({ intro }: { intro?: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <Typography.Text>{intro ?? t('engineSetup.aiIntro')}</Typography.Text>
      <SetupCode code={AI_MODEL_SETTINGS} testId="ai-model-settings" />
      <Typography.Text type="secondary">{t('engineSetup.aiKeyNote')}</Typography.Text>
    </Flex>
  );
}

/** How an operator installs the offline engine. */
export function OfflineEngineSetup() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <Typography.Text>{t('engineSetup.offlineIntro')}</Typography.Text>
      <SetupCode code={OFFLINE_ENGINE_COMMAND} testId="offline-engine-command" />
    </Flex>
  );
}
