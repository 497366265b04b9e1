import type { EngineCheck } from '@glossa/contracts/console-answers';
import { Alert, Badge, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The endpoint's live status: checking, reachable (with its models) or not (with why). */
export function EngineStatus({
  check,
  checking,
  onCheck,
}: {
  check: EngineCheck | undefined;
  checking: boolean;
  onCheck: () => void;
}) {
  const { t } = useTranslation('console');
  const status = checking ? 'processing' : check === undefined ? 'default' : check.ok ? 'success' : 'error';
  const label = checking
    ? t('engines.checking')
    : check === undefined
      ? t('engines.notChecked')
      : check.ok
        ? t('engines.reachable', { ms: check.elapsedMs })
        : t('engines.unreachable');
  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={12} wrap>
        <Badge status={status} text={<span data-testid="engine-status">{label}</span>} />
        <Button onClick={onCheck} loading={checking} data-testid="engine-test">
          {t('engines.test')}
        </Button>
      </Flex>
      {check && !checking && !check.ok && (
        <Alert
          type="error"
          showIcon
          title={t('engines.failedBecause', { error: check.error ?? `HTTP ${check.status}` })}
        />
      )}
      {check?.ok && check.modelFound === false && <Alert type="warning" showIcon title={t('engines.modelMissing')} />}
      {check?.ok && check.models.length > 0 && (
        <Typography.Text type="secondary">
          {t('engines.models')}: {check.models.join(', ')}
        </Typography.Text>
      )}
    </Flex>
  );
}
