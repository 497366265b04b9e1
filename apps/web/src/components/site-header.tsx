import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../app/ui-locale.ts';
import { localePath } from '../lib/locale-path.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LinkButton } from './link-button.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';

/** The top bar: what the layout puts at the start, then language, theme and sign-in. */
export function SiteHeader({ start }: { start: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  return (
    <header className="site-header">
      <Flex align="center" gap={8} className="site-header-start">
        {start}
      </Flex>
      <Flex align="center" gap={4}>
        <LanguageSwitcher />
        <ThemeSwitcher />
        <LinkButton type="primary" to={localePath(locale, 'login')}>
          {t('nav.signIn')}
        </LinkButton>
      </Flex>
    </header>
  );
}
