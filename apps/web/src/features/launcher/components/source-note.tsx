import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceChoice } from '../source-choice.ts';

/** How many of a guess's other candidates are offered as one-click changes. */
const GUESS_CHOICES = 3;

/**
 * What the launcher says about the source before sending: a language it only guessed, with the
 * others it could be as one-click changes; or a picked language the text or document is surely
 * not written in, with a one-click change to the detected one.
 */
export function SourceNote({
  choice,
  document,
  languageName,
  onChooseSource,
}: {
  choice: SourceChoice;
  /** A document, else a typed text. */
  document: boolean;
  languageName: (code: string) => string;
  onChooseSource: (language: string) => void;
}) {
  const { t } = useTranslation();
  const { mismatch, reading } = choice;
  if (mismatch) {
    const names = { chosen: languageName(mismatch.chosen), detected: languageName(mismatch.detected) };
    return (
      <Alert
        type="warning"
        showIcon
        title={document ? t('launcher.mismatchDocument', names) : t('launcher.mismatchText', names)}
        action={
          <Button size="small" type="primary" onClick={() => onChooseSource(mismatch.detected)}>
            {t('launcher.useDetected', { language: names.detected })}
          </Button>
        }
        data-testid="source-mismatch"
      />
    );
  }
  if (!reading || reading.confident) return null;
  return (
    <Flex wrap align="center" gap={4} className="source-guess" data-testid="source-guess">
      <Typography.Text type="secondary">
        {t(document ? 'launcher.guessDocument' : 'launcher.guessNote', { language: languageName(reading.language) })}
      </Typography.Text>
      {reading.candidates.slice(0, GUESS_CHOICES).map((language) => (
        <Button key={language} size="small" onClick={() => onChooseSource(language)}>
          {languageName(language)}
        </Button>
      ))}
    </Flex>
  );
}
