import { FileSearchOutlined } from '@ant-design/icons';
import { Think } from '@ant-design/x';
import type { ParsingAttributes, Precision } from '@glossa/contracts/chat';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguageName } from '../../hooks/use-language-name.ts';

const PRECISION_LABEL = {
  fast: 'settings.precisionFast',
  balanced: 'settings.precisionBalanced',
  best: 'settings.precisionBest',
} as const satisfies Record<Precision, string>;

/** The folded file-parsing card: what was read in the file and which options and engine were used. */
export function ParsingCard({ attributes, language }: { attributes: ParsingAttributes; language: string }) {
  const { t } = useTranslation('chat');
  const languageName = useLanguageName();
  const number = new Intl.NumberFormat(language);
  const options = Object.entries(attributes.options);
  const items = [
    { key: 'format', label: t('parsing.format'), children: attributes.format.toUpperCase() },
    ...(attributes.pages === null
      ? []
      : [{ key: 'pages', label: t('parsing.pages'), children: number.format(attributes.pages) }]),
    { key: 'words', label: t('parsing.words'), children: number.format(attributes.words) },
    { key: 'segments', label: t('parsing.segments'), children: number.format(attributes.segments) },
    ...(attributes.detectedLanguage
      ? [{ key: 'detected', label: t('parsing.detected'), children: languageName(attributes.detectedLanguage) }]
      : []),
    // The engine in people's words, never its id ("llm"); a stand-in engine is not named at all.
    ...(attributes.engine === 'pseudo'
      ? []
      : [
          {
            key: 'engine',
            label: t('parsing.engine'),
            children: t(attributes.engine === 'apertium' ? 'parsing.engines.offline' : 'parsing.engines.ai'),
          },
        ]),
    ...(attributes.agent
      ? [
          {
            key: 'agent',
            label: t('parsing.agent'),
            children: t(`agents.${attributes.agent}`, { defaultValue: attributes.agent }),
          },
        ]
      : []),
    ...(attributes.precision
      ? [
          {
            key: 'precision',
            label: t('parsing.precision'),
            children: t(PRECISION_LABEL[attributes.precision]),
          },
        ]
      : []),
    ...(options.length > 0
      ? [
          {
            key: 'options',
            label: t('parsing.options'),
            children: options
              .map(
                ([key, value]) =>
                  `${t(`options.${key}`, { defaultValue: key })}: ${value === true ? t('on') : value === false ? t('off') : value}`,
              )
              .join(' · '),
          },
        ]
      : []),
  ];
  return (
    <Think title={t('parsing.title')} icon={<FileSearchOutlined />} defaultExpanded={false} className="block-card">
      <Descriptions size="small" column={1} items={items} />
    </Think>
  );
}
