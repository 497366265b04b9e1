import { localeEntry } from '@glossa/contracts/locales';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBaseConfig } from '../features/site/index.ts';
import { TermBaseManager } from '../features/term-base/index.ts';
import { useColorScheme } from '../lib/color-scheme.ts';
import { useUiLocale } from '../lib/ui-locale.ts';

/** Diagnostics: what this page and browser are running, for support requests. */
export default function TestPage() {
  const { t } = useTranslation();
  const { locale, direction } = useUiLocale();
  const { mode, dark } = useColorScheme();
  const baseConfig = useBaseConfig();
  const ready = useQuery({
    queryKey: ['readyz'],
    queryFn: async () => (await fetch('/readyz', { cache: 'no-store' })).ok,
    retry: false,
  });
  const engines = baseConfig.data?.features.engines ?? [];
  const [termBasesOpen, setTermBasesOpen] = useState(false);
  return (
    <>
      <Typography.Title level={2}>{t('test.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('test.intro')}</Typography.Paragraph>
      <Descriptions bordered column={1} size="middle">
        <Descriptions.Item label={t('test.locale')}>
          {localeEntry(locale).name} ({locale})
        </Descriptions.Item>
        <Descriptions.Item label={t('test.direction')}>{direction}</Descriptions.Item>
        <Descriptions.Item label={t('test.theme')}>
          {t(`theme.${mode}`)} ({dark ? t('theme.dark') : t('theme.light')})
        </Descriptions.Item>
        <Descriptions.Item label={t('test.build')}>{__BUILD_ID__}</Descriptions.Item>
        <Descriptions.Item label={t('test.server')}>
          {ready.isPending ? (
            <Badge status="processing" />
          ) : (
            <Badge
              status={ready.data ? 'success' : 'error'}
              text={ready.data ? t('test.serverOk') : t('test.serverDown')}
            />
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('test.engines')}>
          {engines.length ? engines.join(', ') : t('test.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('test.viewport')}>
          {window.innerWidth} × {window.innerHeight}
        </Descriptions.Item>
      </Descriptions>
      <Button style={{ marginBlockStart: 24 }} onClick={() => setTermBasesOpen(true)} data-testid="open-termbase">
        {t('termbase:manager.open')}
      </Button>
      <TermBaseManager open={termBasesOpen} onClose={() => setTermBasesOpen(false)} />
    </>
  );
}
