import { Typography } from 'antd';
import { Link } from 'react-router';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';

/** "Still have questions?": the way on to About us and the privacy policy. */
export function HelpMore({ t }: { t: (key: string) => string }) {
  const { locale } = useUiLocale();
  return (
    <aside className="help-more">
      <Typography.Title level={2} className="help-more-title">
        {t('center.moreTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('center.moreText')}</Typography.Paragraph>
      <div className="help-more-links">
        <Link to={localePath(locale, 'about')}>{t('center.aboutLink')}</Link>
        <Link to={localePath(locale, 'contract/privacyPolicy')}>{t('center.privacyLink')}</Link>
      </div>
    </aside>
  );
}
