import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AiModelSetup } from '../../site/index.ts';

/** The offline targets from this source, as buttons that pick one; or that nothing starts from it. */
function OfflineChoices({
  source,
  targets,
  languageName,
  onChooseTarget,
}: {
  source: string;
  targets: string[];
  languageName: (code: string) => string;
  onChooseTarget: (target: string) => void;
}) {
  const { t } = useTranslation();
  const sourceName = languageName(source);
  if (targets.length === 0) {
    return <Typography.Text>{t('launcher.pairNothingFrom', { source: sourceName })}</Typography.Text>;
  }
  return (
    <Flex vertical gap={8}>
      <Typography.Text>{t('launcher.pairOfflineFrom', { source: sourceName })}</Typography.Text>
      <Flex gap={8} wrap data-testid="pair-alert-targets">
        {targets.map((target) => (
          <Button key={target} size="small" onClick={() => onChooseTarget(target)}>
            {languageName(target)}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}

/**
 * Said before anything is uploaded or sent: no engine here translates the chosen pair, what is
 * available from that source, and how an operator adds an AI model that translates every pair.
 * `title` is the server's own words when it found out (auto-detect), else worked out here.
 */
export function PairAlert({
  id,
  source,
  target,
  title,
  offlineTargets,
  languageName,
  onChooseTarget,
}: {
  /** The element's id, which Translate points at while the pair is refused. */
  id: string;
  source: string | undefined;
  target: string;
  title?: string;
  offlineTargets: string[];
  languageName: (code: string) => string;
  onChooseTarget: (target: string) => void;
}) {
  const { t } = useTranslation();
  const heading =
    title ?? t('launcher.pairUnserved', { source: languageName(source ?? ''), target: languageName(target) });
  const sorted = [...offlineTargets].sort((a, b) => languageName(a).localeCompare(languageName(b)));
  return (
    <Alert
      id={id}
      type="warning"
      showIcon
      title={heading}
      data-testid="pair-alert"
      description={
        <Flex vertical gap={12} className="pair-alert-body">
          {source && (
            <OfflineChoices
              source={source}
              targets={sorted}
              languageName={languageName}
              onChooseTarget={onChooseTarget}
            />
          )}
          <AiModelSetup intro={t('launcher.pairAiIntro')} />
        </Flex>
      }
    />
  );
}
