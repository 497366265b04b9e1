import { SwapOutlined } from '@ant-design/icons';
import { foldQuery, type LanguageOption } from '@glossa/contracts/languages';
import { App, Button, Flex, Select, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../../../app/ui-locale.ts';
import { useLanguages } from '../api/use-languages.ts';
import { AUTO_DETECT } from '../languages.ts';

export interface LanguagePairValue {
  source: string;
  target: string;
}

interface Option {
  value: string;
  label: string;
  search: string;
}

function toOption(language: LanguageOption): Option {
  const label = language.name === language.nativeName ? language.name : `${language.name} · ${language.nativeName}`;
  return { value: language.code, label, search: language.search };
}

/** Source (with auto-detect) and target language, searchable by any of their names, with a swap button. */
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
  const languages = useLanguages(locale);

  const groups = useMemo(() => {
    const list = languages.data;
    if (!list) return [];
    const popular = new Set(list.popular);
    return [
      {
        label: t('launcher.popularLanguages'),
        options: list.languages.filter((l) => popular.has(l.code)).map(toOption),
      },
      { label: t('launcher.allLanguages'), options: list.languages.filter((l) => !popular.has(l.code)).map(toOption) },
    ];
  }, [languages.data, t]);

  const swap = () => {
    if (value.source === AUTO_DETECT) {
      void message.warning(t('launcher.autoDetectNoSwap'));
      return;
    }
    onChange({ source: value.target, target: value.source });
  };

  const select = (which: 'source' | 'target') => {
    const auto = {
      label: t('launcher.autoDetect'),
      options: [{ value: AUTO_DETECT, label: t('launcher.autoDetect'), search: '' }],
    };
    return (
      <Select
        showSearch={{
          filterOption: (input, option) => {
            const query = foldQuery(input);
            // Group headers reach this filter too; they have no search text.
            const candidate = option as Partial<Option> | undefined;
            if (!query) return true;
            if (typeof candidate?.search !== 'string') return false;
            return candidate.search.includes(query) || String(candidate.label).toLowerCase().includes(query);
          },
        }}
        loading={languages.isPending}
        value={value[which]}
        onChange={(next: string) => onChange({ ...value, [which]: next })}
        options={which === 'source' ? [auto, ...groups] : groups}
        aria-label={which === 'source' ? t('launcher.sourceLanguage') : t('launcher.targetLanguage')}
        style={{ flex: 1, minInlineSize: 0 }}
        popupMatchSelectWidth={false}
        listHeight={320}
        variant="filled"
        data-testid={`language-${which}`}
      />
    );
  };

  return (
    <Flex align="center" gap={8} style={{ inlineSize: '100%' }}>
      {select('source')}
      <Tooltip title={t('launcher.swap')}>
        <Button type="text" shape="circle" icon={<SwapOutlined />} aria-label={t('launcher.swap')} onClick={swap} />
      </Tooltip>
      {select('target')}
    </Flex>
  );
}
