import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ColorSchemeMode, setColorSchemeMode, useColorScheme } from '../lib/color-scheme.ts';

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
    <Dropdown
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
    </Dropdown>
  );
}
