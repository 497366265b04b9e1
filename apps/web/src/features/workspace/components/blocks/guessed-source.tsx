import { DownOutlined } from '@ant-design/icons';
import type { SourceGuess } from '@glossa/contracts/chat';
import { Button, Dropdown, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../../../../lib/ui-locale.ts';
import { useLanguages } from '../../../site/index.ts';
import { useLanguageName } from '../../hooks/use-language-name.ts';

/** How many languages the change offers: the guess's other candidates first, then the popular ones. */
const CHOICES = 8;

/**
 * Under a translation made from a guessed source: "Translated from English (guessed) · Change",
 * the change translating the same text again from the language chosen
 * (docs/decisions/0041-short-text-detection.md).
 */
export function GuessedSource({
  guess,
  target,
  busy,
  onTranslateFrom,
}: {
  guess: SourceGuess;
  /** The conversation's target, which is no likely source. */
  target: string;
  busy: boolean;
  onTranslateFrom: (language: string) => void;
}) {
  const { t } = useTranslation('chat');
  const { locale } = useUiLocale();
  const popular = useLanguages(locale).data?.popular ?? [];
  const languageName = useLanguageName();
  const choices = [...new Set([...guess.candidates, ...popular])]
    .filter((code) => code !== guess.language && code !== target)
    .slice(0, CHOICES);
  const guessed = t('detection.guessed', { language: languageName(guess.language) });
  return (
    <Flex wrap align="center" gap={4} className="guessed-source" data-testid="source-guess">
      <Tooltip title={t('detection.unsure')}>
        <Typography.Text type="secondary" data-testid="source-guess-label">
          {t('detection.translatedFrom', { language: guessed })}
        </Typography.Text>
      </Tooltip>
      <Typography.Text type="secondary" aria-hidden>
        ·
      </Typography.Text>
      <Dropdown
        trigger={['click']}
        disabled={busy}
        menu={{
          items: choices.map((code) => ({
            key: code,
            label: t('detection.translateFrom', { language: languageName(code) }),
          })),
          onClick: ({ key }) => onTranslateFrom(key),
        }}
      >
        <Button size="small" type="link" loading={busy} data-testid="source-guess-change">
          {t('detection.change')}
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
    </Flex>
  );
}
