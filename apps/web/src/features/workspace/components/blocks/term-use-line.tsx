import { BookOutlined, WarningOutlined } from '@ant-design/icons';
import type { TermUse } from '@glossa/contracts/chat';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../../../../lib/ui-locale.ts';

/** One term as "source → target", each side marked with its language (the arrow follows the reading direction). */
function TermPair({ source, target, languages }: { source: string; target: string; languages: [string, string] }) {
  const { direction } = useUiLocale();
  return (
    <>
      <span lang={languages[0] === 'auto' ? undefined : languages[0]} dir="auto">
        {source}
      </span>
      <span aria-hidden="true" className="term-use-arrow">
        {direction === 'rtl' ? '←' : '→'}
      </span>
      <span lang={languages[1]} dir="auto">
        {target}
      </span>
    </>
  );
}

/**
 * Under a translation made with a term base: how many of its terms were applied and which (source →
 * target), then the terms the translation did not use, if any.
 */
export function TermUseLine({ terms, languages }: { terms: TermUse; languages: [string, string] }) {
  const { t } = useTranslation('chat');
  return (
    <Flex vertical gap={6} className="term-use" data-testid="term-use">
      <Flex wrap gap={6} align="center" role="group" aria-label={t('terms.applied', { count: terms.applied.length })}>
        <Typography.Text type="secondary" className="term-use-title">
          <BookOutlined /> {t('terms.applied', { count: terms.applied.length })}
        </Typography.Text>
        {terms.applied.map((term) => (
          <Tag key={`${term.source}\n${term.target}`} className="term-use-tag" data-testid="term-applied">
            <TermPair source={term.source} target={term.target} languages={languages} />
          </Tag>
        ))}
      </Flex>
      {terms.violations.length > 0 && (
        <Flex
          wrap
          gap={6}
          align="center"
          role="group"
          aria-label={t('terms.violations', { count: terms.violations.length })}
        >
          <Typography.Text type="warning" className="term-use-title">
            <WarningOutlined /> {t('terms.violations', { count: terms.violations.length })}
          </Typography.Text>
          {terms.violations.map((term) => (
            <Tag
              key={`${term.source}\n${term.expected}`}
              color="warning"
              className="term-use-tag"
              data-testid="term-violation"
            >
              <TermPair source={term.source} target={term.expected} languages={languages} />
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
