import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ColorSchemeMode, setColorSchemeMode, useColorScheme } from '../lib/color-scheme.ts';
import { DeferredDropdown } from './deferred/deferred-dropdown.tsx';

const ICONS: Record<ColorSchemeMode, React.ReactNode> = {
  auto: <DesktopOutlined />,
  light: <SunOutlined />,
  dark: <MoonOutlined />,
};

/** Auto (follows the system), light or dark. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { mode } = useColorScheme();
  return (
    <DeferredDropdown
      name="theme"
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [mode],
        items: (['auto', 'light', 'dark'] as const).map((key) => ({ key, icon: ICONS[key], label: t(`theme.${key}`) })),
        onClick: ({ key }) => setColorSchemeMode(key as ColorSchemeMode),
      }}
    >
      <Button
        type="text"
        icon={ICONS[mode]}
        aria-label={`${t('nav.theme')}: ${t(`theme.${mode}`)}`}
        data-testid="theme-switcher"
      />
    </DeferredDropdown>
  );
}
