import { useCallback } from 'react';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { useLanguages } from '../../site/index.ts';

/** A language code named in the interface language ('es' → 'Spanish'); the code until the list loads. */
export function useLanguageName(): (code: string) => string {
  const { locale } = useUiLocale();
  const languages = useLanguages(locale);
  return useCallback(
    (code: string) => languages.data?.languages.find((language) => language.code === code)?.name ?? code,
    [languages.data],
  );
}
