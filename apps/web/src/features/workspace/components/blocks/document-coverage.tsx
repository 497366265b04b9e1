import type { PartCoverage } from '@glossa/contracts/coverage';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The share of a part's letters translated, never rounded up: 99.6% shows as 99%. */
function share({ letters, translated }: PartCoverage): number {
  return letters === 0 ? 1 : Math.floor((translated * 100) / letters) / 100;
}

/**
 * A finished document's coverage on its summary card: each part it has (main text, speaker notes,
 * slide masters, headers ...) with the share of its letters that came back translated.
 */
export function DocumentCoverage({ coverage, language }: { coverage: readonly PartCoverage[]; language: string }) {
  const { t } = useTranslation('chat');
  if (coverage.length === 0) return null;
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Tooltip title={t('coverage.explain')}>
      <Flex wrap gap={6} align="center" role="group" aria-label={t('coverage.label')} data-testid="document-coverage">
        <Typography.Text type="secondary">{t('coverage.label')}</Typography.Text>
        {coverage.map((part) => (
          <Tag key={part.part} color={share(part) < 0.99 ? 'warning' : undefined} data-testid={`coverage-${part.part}`}>
            {t(`coverage.parts.${part.part}`)} {percent.format(share(part))}
          </Tag>
        ))}
      </Flex>
    </Tooltip>
  );
}
