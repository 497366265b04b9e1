import { isHelpArticleId } from '@glossa/contracts/help';
import { Breadcrumb, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { ArticleIcon } from '../components/article-icon.tsx';
import { HelpMore } from '../components/help-more.tsx';
import { useHelpTexts } from '../use-help-texts.ts';
import '../components/help.css';

/** One help article, with the list of the others beside it. */
export function HelpArticlePage() {
  const { article: id } = useParams();
  const { ready, t, articles } = useHelpTexts();
  const { locale } = useUiLocale();
  const article = articles.find((entry) => entry.id === id);

  useEffect(() => {
    if (!article) return;
    document.title = `${article.title} - ${t('common:brand.name')}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', article.summary);
  }, [article, t]);

  if (!ready || !article || !isHelpArticleId(id)) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <div className="help-article-page">
      <article className="help-article">
        <Breadcrumb
          items={[
            { title: <Link to={localePath(locale, 'help')}>{t('center.backToHelp')}</Link> },
            { title: article.title },
          ]}
        />
        <header className="help-article-header">
          <ArticleIcon id={article.id} />
          <Typography.Title level={1} className="help-article-title">
            {article.title}
          </Typography.Title>
        </header>
        <Typography.Paragraph className="help-article-lead">{article.summary}</Typography.Paragraph>
        {article.body.split('\n\n').map((paragraph) => (
          <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
        ))}
      </article>
      <nav className="help-side" aria-label={t('center.allArticles')}>
        <Typography.Text strong className="help-side-title">
          {t('center.allArticles')}
        </Typography.Text>
        <ul>
          {articles.map((entry) => (
            <li key={entry.id}>
              <Link
                to={localePath(locale, `help/${entry.id}`)}
                aria-current={entry.id === article.id ? 'page' : undefined}
                className="help-side-link"
              >
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="help-article-more">
        <HelpMore t={t} />
      </div>
    </div>
  );
}
