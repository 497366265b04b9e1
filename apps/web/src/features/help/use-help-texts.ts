import { HELP_ARTICLE_IDS, type HelpArticleId } from '@glossa/contracts/help';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../../lib/ui-locale.ts';
import type { HelpArticleText } from './help-search.ts';

/**
 * The help center's texts in the interface language, loaded with its pages (app/router.tsx: a
 * chunk of their own per language); not ready until they are there.
 */
export function useHelpTexts() {
  const { locale } = useUiLocale();
  const { t, ready } = useTranslation('help');
  const articles = useMemo<HelpArticleText[]>(
    () =>
      ready
        ? HELP_ARTICLE_IDS.map((id: HelpArticleId) => ({
            id,
            title: t(`articles.${id}.title`),
            summary: t(`articles.${id}.summary`),
            body: t(`articles.${id}.body`),
          }))
        : [],
    [ready, t],
  );
  return { ready, t, articles, locale };
}
