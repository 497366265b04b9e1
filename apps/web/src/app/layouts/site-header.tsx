import { localeEntry } from '@glossa/contracts/locales';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { HelpLink } from '../../components/help-link.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { ThemeSwitcher } from '../../components/theme-switcher.tsx';
import { AccountMenu } from '../../features/account/index.ts';
import { PlanMenuEntry } from '../../features/plans/index.ts';
import { useChatSettings } from '../../features/workspace/index.ts';
import { useUiLocale } from '../../lib/ui-locale.ts';

/**
 * The account menu with its first entry, the plan and its chats left: drawn from the start (held by
 * placeholders while the chat settings load), so that the entries below never move; left out only
 * when the settings could not be had.
 */
function HeaderAccountMenu() {
  const { locale } = useUiLocale();
  const settings = useChatSettings();
  const plan =
    settings.isError && !settings.data
      ? undefined
      : {
          label: <PlanMenuEntry settings={settings.data} language={localeEntry(locale).iso} />,
          ready: Boolean(settings.data),
        };
  return <AccountMenu plan={plan} />;
}

/** The top bar: what the layout puts at the start, then language, theme and sign-in or the account menu. */
export function SiteHeader({ start }: { start: ReactNode }) {
  return (
    <header className="site-header">
      <Flex align="center" gap={8} className="site-header-start">
        {start}
      </Flex>
      <Flex align="center" gap={4} className="site-header-end">
        <HelpLink />
        <LanguageSwitcher />
        <ThemeSwitcher />
        <HeaderAccountMenu />
      </Flex>
    </header>
  );
}
