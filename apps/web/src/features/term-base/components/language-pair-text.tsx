import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLanguageName } from '../hooks/use-language-names.ts';

/** "English → Spanish" (the arrow follows the reading direction); screen readers hear it in words. */
export function LanguagePairText({ source, target }: { source: string; target: string }) {
  const { t } = useTranslation('termbase');
  const languageName = useLanguageName();
  const from = languageName(source);
  const to = languageName(target);
  return (
    <>
      <span className="sr-only">{t('manager.pair', { source: from, target: to })}</span>
      <span aria-hidden="true">
        {from} <ArrowRightOutlined className="termbase-arrow" /> {to}
      </span>
    </>
  );
}
