import { ArrowRightOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import type { HelpArticleText, HelpSearchResult } from '../help-search.ts';
import { ArticleIcon } from './article-icon.tsx';
import { MarkedText } from './marked-text.tsx';

/** Every article as a card: its picture, title and summary. */
export function HelpArticleGrid({ articles, readMore }: { articles: HelpArticleText[]; readMore: string }) {
  const { locale } = useUiLocale();
  return (
    <ul className="help-grid">
      {articles.map((article) => (
        <li key={article.id}>
          <Link
            className="help-card"
            to={localePath(locale, `help/${article.id}`)}
            data-testid={`help-card-${article.id}`}
          >
            <ArticleIcon id={article.id} />
            <span className="help-card-title">{article.title}</span>
            <Typography.Text type="secondary" className="help-card-summary">
              {article.summary}
            </Typography.Text>
            <span className="help-card-more">
              {readMore} <ArrowRightOutlined className="help-flip" aria-hidden="true" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The articles a search found, the words highlighted. */
export function HelpResults({ results }: { results: HelpSearchResult[] }) {
  const { locale } = useUiLocale();
  return (
    <ul className="help-results" data-testid="help-results">
      {results.map((result) => (
        <li key={result.article.id}>
          <Link className="help-result" to={localePath(locale, `help/${result.article.id}`)}>
            <ArticleIcon id={result.article.id} />
            <span>
              <span className="help-result-title">
                <MarkedText parts={result.title} />
              </span>
              <Typography.Text type="secondary" className="help-result-excerpt">
                <MarkedText parts={result.excerpt} />
              </Typography.Text>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
