import { ArrowUpOutlined } from '@ant-design/icons';
import { LIMITS } from '@glossa/contracts/limits';
import { localeEntry } from '@glossa/contracts/locales';
import { Alert, App, Button, Card, Flex, Input, Segmented, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../../../app/ui-locale.ts';
import { FormatsHelp } from '../../formats/components/formats-help.tsx';
import { useBaseConfig } from '../../site/api/use-base-config.ts';
import { AUTO_DETECT, defaultTarget } from '../languages.ts';
import { DocumentDrop } from './document-drop.tsx';
import { LanguagePair, type LanguagePairValue } from './language-pair.tsx';
import './launcher.css';

type TranslationType = 'document' | 'text' | 'media';

/** The home page's launcher: translation type, language pair, and the text or document to translate. */
export function Launcher() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { locale } = useUiLocale();
  const iso = localeEntry(locale).iso;
  const baseConfig = useBaseConfig();
  const [type, setType] = useState<TranslationType>('document');
  const [pair, setPair] = useState<LanguagePairValue>({ source: AUTO_DETECT, target: defaultTarget(iso) });
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | undefined>();

  const limits = baseConfig.data?.limits;
  const textMax = limits?.textMaxChars ?? 5000;
  const engines = baseConfig.data?.features.engines ?? [];
  const canTranslate = baseConfig.isSuccess && engines.length > 0;

  const submit = () => {
    if (type === 'text' && !text.trim()) return void message.warning(t('launcher.textRequired'));
    if (type === 'document' && !file) return void message.warning(t('launcher.fileRequired'));
  };

  return (
    <Card className="launcher" variant="borderless">
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Segmented<TranslationType>
            aria-label={t('launcher.typeLabel')}
            value={type}
            onChange={(next) => {
              if (next === 'media') return void message.info(t('launcher.mediaComingSoon'));
              setType(next);
            }}
            options={[
              { value: 'document', label: t('launcher.typeDocument') },
              { value: 'text', label: t('launcher.typeText') },
              {
                value: 'media',
                label: (
                  <Tooltip title={t('launcher.comingSoon')}>
                    <span>{t('launcher.typeMedia')}</span>
                  </Tooltip>
                ),
              },
            ]}
          />
          {type === 'document' && <FormatsHelp />}
        </Flex>
        <LanguagePair value={pair} onChange={setPair} />
        {type === 'document' ? (
          <DocumentDrop
            file={file}
            onChange={setFile}
            maxBytes={limits?.freeFileSizeBytes ?? LIMITS.freeFileSizeBytes}
            language={iso}
          />
        ) : (
          <Input.TextArea
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('launcher.textPlaceholder')}
            aria-label={t('launcher.textPlaceholder')}
            autoSize={{ minRows: 5, maxRows: 14 }}
            maxLength={textMax}
            variant="borderless"
            className="launcher-text"
          />
        )}
        <Flex justify="space-between" align="center" gap={12}>
          <Typography.Text type="secondary" className="launcher-count">
            {type === 'text' ? t('launcher.characters', { count: text.length, max: textMax }) : ''}
          </Typography.Text>
          <Button
            type="primary"
            size="large"
            icon={<ArrowUpOutlined />}
            disabled={!canTranslate}
            onClick={submit}
            data-testid="launcher-send"
          >
            {t('launcher.send')}
          </Button>
        </Flex>
        {baseConfig.isSuccess && engines.length === 0 && (
          <Alert type="info" showIcon title={t('launcher.engineUnavailable')} />
        )}
      </Flex>
    </Card>
  );
}
