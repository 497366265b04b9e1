import { SearchOutlined } from '@ant-design/icons';
import { localeEntry } from '@glossa/contracts/locales';
import { Input, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { HelpArticleGrid, HelpResults } from '../components/help-article-list.tsx';
import { HelpMore } from '../components/help-more.tsx';
import { searchHelp } from '../help-search.ts';
import { useHelpTexts } from '../use-help-texts.ts';
import '../components/help.css';

/** The help center: a search over the articles in the interface language, and every article as a card. */
export function HelpCenterPage() {
  const { ready, t, articles, locale } = useHelpTexts();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const results = useMemo(() => searchHelp(articles, query, localeEntry(locale).iso), [articles, query, locale]);
  const searching = query.trim() !== '';

  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });

  if (!ready) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <div className="help-page">
      <header className="help-hero">
        <Typography.Title level={1} className="help-hero-title">
          {t('center.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="help-hero-subtitle">
          {t('center.subtitle')}
        </Typography.Paragraph>
        <search className="help-search">
          <Input
            size="large"
            allowClear
            value={query}
            prefix={<SearchOutlined aria-hidden="true" />}
            placeholder={t('center.searchPlaceholder')}
            aria-label={t('center.searchLabel')}
            onChange={(event) => setQuery(event.target.value)}
            data-testid="help-search"
          />
        </search>
      </header>
      <section aria-live="polite" aria-atomic="false">
        {searching ? (
          <>
            <Typography.Text type="secondary" className="help-count" data-testid="help-count">
              {results.length > 0 ? t('center.results', { count: results.length }) : t('center.noResults', { query })}
            </Typography.Text>
            <HelpResults results={results} />
          </>
        ) : (
          <>
            <Typography.Title level={2} className="help-section-title">
              {t('center.allArticles')}
            </Typography.Title>
            <HelpArticleGrid articles={articles} readMore={t('center.readMore')} />
          </>
        )}
      </section>
      <HelpMore t={t} />
    </div>
  );
}
