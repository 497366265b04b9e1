import { ArrowLeftOutlined, MenuOutlined } from '@ant-design/icons';
import type { ConsoleOperator } from '@glossa/contracts/console-answers';
import { Button, Drawer, Flex, Grid, Layout, Menu, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { ThemeSwitcher } from '../../../components/theme-switcher.tsx';
import { localePath } from '../../../lib/locale-path.ts';
import { startSide, useUiLocale } from '../../../lib/ui-locale.ts';
import { CONSOLE_SECTIONS } from '../sections.tsx';
import './console.css';

/** The console's frame: the section menu at the side (a drawer on small screens), a header, the section. */
export function ConsoleFrame({
  operator,
  current,
  onSelect,
  children,
}: {
  operator: ConsoleOperator;
  current: string;
  onSelect: (key: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  const { locale, direction } = useUiLocale();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg !== false;
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[current]}
      items={CONSOLE_SECTIONS.map((section) => ({ key: section.key, icon: section.icon, label: t(section.label) }))}
      onClick={({ key }) => {
        onSelect(key);
        setMenuOpen(false);
      }}
    />
  );
  return (
    <Layout className="console" hasSider={wide}>
      {wide && (
        <Layout.Sider width={224} theme="light" className="console-sider" aria-label={t('menu.label')}>
          <div className="console-brand">
            <BrandLogo />
          </div>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="console-header">
          <Flex align="center" gap={8} className="console-header-start">
            {!wide && (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('menu.open')}
                onClick={() => setMenuOpen(true)}
              />
            )}
            <Typography.Title level={1} className="console-title">
              {t('title')}
            </Typography.Title>
          </Flex>
          <Flex align="center" gap={4}>
            <Typography.Text type="secondary" className="console-operator" data-testid="console-operator">
              {operator.email}
            </Typography.Text>
            <LanguageSwitcher />
            <ThemeSwitcher />
            <LinkButton type="text" icon={<ArrowLeftOutlined className="console-back" />} to={localePath(locale)}>
              <span className="console-back-label">{t('backToSite')}</span>
            </LinkButton>
          </Flex>
        </Layout.Header>
        <Layout.Content className="console-content" id="main">
          {children}
        </Layout.Content>
      </Layout>
      {!wide && (
        <Drawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          placement={startSide(direction)}
          size={260}
          title={t('menu.label')}
          styles={{ body: { padding: 0 } }}
        >
          {menu}
        </Drawer>
      )}
    </Layout>
  );
}
