import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { HelpLink } from '../../components/help-link.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { ThemeSwitcher } from '../../components/theme-switcher.tsx';
import { AccountMenu } from '../../features/account/components/account-menu.tsx';

/** The top bar: what the layout puts at the start, then language, theme and sign-in or the account menu. */
export function SiteHeader({ start }: { start: ReactNode }) {
  return (
    <header className="site-header">
      <Flex align="center" gap={8} className="site-header-start">
        {start}
      </Flex>
      <Flex align="center" gap={4}>
        <HelpLink />
        <LanguageSwitcher />
        <ThemeSwitcher />
        <AccountMenu />
      </Flex>
    </header>
  );
}
