import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type LocaleCode } from '@glossa/contracts/locales';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathInLocale } from '../lib/locale-path.ts';
import { useUiLocale } from '../lib/ui-locale.ts';
import { DeferredDropdown } from './deferred/deferred-dropdown.tsx';

/** Switches the interface language and keeps the user on the same page. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const current = LOCALES.find((entry) => entry.code === locale);
  return (
    <DeferredDropdown
      name="language"
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((entry) => ({
          key: entry.code,
          label: <span lang={entry.iso}>{entry.name}</span>,
        })),
        onClick: ({ key }) =>
          navigate(pathInLocale(location.pathname, key as LocaleCode) + location.search + location.hash),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('nav.language')} data-testid="language-switcher">
        <span className="header-label">{current?.name}</span>
      </Button>
    </DeferredDropdown>
  );
}
