import { SwapOutlined } from '@ant-design/icons';
import { foldQuery, type LanguageList, type LanguageOption } from '@glossa/contracts/languages';
import { Button, Flex, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../../../components/deferred/deferred-select.tsx';
import { useNotices } from '../../../lib/notices.tsx';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { useLanguages } from '../../site/index.ts';
import { type EngineCoverage, marksOffline, offlineSources, offlineTargets } from '../engine-coverage.ts';
import { AUTO_DETECT } from '../languages.ts';
import type { SourceReading } from '../source-choice.ts';

export interface LanguagePairValue {
  source: string;
  target: string;
}

interface Option {
  value: string;
  label: string;
  search: string;
  /** The offline engine translates this side with the other side as chosen. */
  offline?: boolean;
}

function toOption(language: LanguageOption): Option {
  const label = language.name === language.nativeName ? language.name : `${language.name} · ${language.nativeName}`;
  return { value: language.code, label, search: language.search };
}

/** Offline languages first (when the picker marks them), then popular, then all the others. */
function languageGroups(list: LanguageList, t: TFunction, offline: ReadonlySet<string> | undefined) {
  const popular = new Set(list.popular);
  const served = list.languages.filter((l) => offline?.has(l.code));
  const others = list.languages.filter((l) => !offline?.has(l.code));
  const groups = [
    { label: t('launcher.popularLanguages'), options: others.filter((l) => popular.has(l.code)).map(toOption) },
    { label: t('launcher.allLanguages'), options: others.filter((l) => !popular.has(l.code)).map(toOption) },
  ];
  if (served.length === 0) return groups;
  const offlineGroup = {
    label: t('launcher.offlineGroup'),
    options: served.map((language) => ({ ...toOption(language), offline: true })),
  };
  return [offlineGroup, ...groups];
}

// The tag shows in the open list only: fetched with the first list that has one.
const OfflineTag = lazy(() => import('./offline-tag.tsx').then((module) => ({ default: module.OfflineTag })));

/**
 * Source (with auto-detect) and target language, searchable by any of their names, with a swap
 * button. Without an AI model for every pair, the languages the offline engine serves for the
 * other side come first, tagged.
 */
export function LanguagePair({
  value,
  onChange,
  coverage,
  reading,
}: {
  value: LanguagePairValue;
  onChange: (next: LanguagePairValue) => void;
  coverage?: EngineCoverage;
  /**
   * What the text or document reads as: auto-detect then reads "English (detected)", or
   * "Probably English" for a guess (docs/decisions/0041-short-text-detection.md).
   */
  reading?: SourceReading;
}) {
  const { t } = useTranslation();
  const { message } = useNotices();
  const { locale } = useUiLocale();
  const languages = useLanguages(locale);

  const marks = marksOffline(coverage);
  const groups = useMemo(() => {
    const list = languages.data;
    if (!list) return { source: [], target: [] };
    return {
      source: languageGroups(list, t, marks ? offlineSources(coverage, value.target) : undefined),
      target: languageGroups(list, t, marks ? offlineTargets(coverage, value.source) : undefined),
    };
  }, [languages.data, t, marks, coverage, value.source, value.target]);
  const offlineTip = value.source === AUTO_DETECT ? t('launcher.offlineTipAuto') : t('launcher.offlineTip');

  const swap = () => {
    if (value.source === AUTO_DETECT) {
      // Once the language is known (not only guessed), swapping uses it.
      if (reading?.confident) return onChange({ source: value.target, target: reading.language });
      void message.warning(t('launcher.autoDetectNoSwap'));
      return;
    }
    onChange({ source: value.target, target: value.source });
  };

  const readName = reading && (languages.data?.languages.find((l) => l.code === reading.language)?.name ?? undefined);
  const autoLabel = !readName
    ? t('launcher.autoDetect')
    : reading?.confident
      ? t('launcher.autoDetected', { language: readName })
      : t('launcher.autoProbably', { language: readName });

  const select = (which: 'source' | 'target') => {
    const auto = {
      label: t('launcher.autoDetect'),
      options: [{ value: AUTO_DETECT, label: autoLabel, search: '' }],
    };
    return (
      <DeferredSelect
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
        options={which === 'source' ? [auto, ...groups.source] : groups.target}
        optionRender={(option) => {
          const data = option.data as Partial<Option>;
          if (!data.offline) return data.label;
          return (
            <Flex justify="space-between" align="center" gap={8}>
              <span>{data.label}</span>
              <Suspense fallback={null}>
                <OfflineTag tip={which === 'source' ? t('launcher.offlineTip') : offlineTip} />
              </Suspense>
            </Flex>
          );
        }}
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
