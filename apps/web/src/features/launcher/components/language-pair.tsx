import { SwapOutlined } from '@ant-design/icons';
import { localeEntry } from '@glossa/contracts/locales';
import { App, Button, Flex, Select, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../../../app/ui-locale.ts';
import { AUTO_DETECT, languageName, POPULAR_LANGUAGES } from '../languages.ts';

export interface LanguagePairValue {
  source: string;
  target: string;
}

/** Source (with auto-detect) and target language, searchable, with a swap button. */
export function LanguagePair({
  value,
  onChange,
}: {
  value: LanguagePairValue;
  onChange: (next: LanguagePairValue) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { locale } = useUiLocale();
  const iso = localeEntry(locale).iso;
  const options = useMemo(
    () => POPULAR_LANGUAGES.map((code) => ({ value: code, label: languageName(code, iso) })),
    [iso],
  );

  const swap = () => {
    if (value.source === AUTO_DETECT) {
      void message.warning(t('launcher.autoDetectNoSwap'));
      return;
    }
    onChange({ source: value.target, target: value.source });
  };

  const select = (which: 'source' | 'target', withAuto: boolean) => (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      value={value[which]}
      onChange={(next: string) => onChange({ ...value, [which]: next })}
      options={withAuto ? [{ value: AUTO_DETECT, label: t('launcher.autoDetect') }, ...options] : options}
      aria-label={which === 'source' ? t('launcher.sourceLanguage') : t('launcher.targetLanguage')}
      style={{ flex: 1, minInlineSize: 0 }}
      variant="filled"
      data-testid={`language-${which}`}
    />
  );

  return (
    <Flex align="center" gap={8} style={{ inlineSize: '100%' }}>
      {select('source', true)}
      <Tooltip title={t('launcher.swap')}>
        <Button type="text" shape="circle" icon={<SwapOutlined />} aria-label={t('launcher.swap')} onClick={swap} />
      </Tooltip>
      {select('target', false)}
    </Flex>
  );
}
