import { FileDoneOutlined, MessageOutlined, SwapOutlined } from '@ant-design/icons';
import { LIMITS } from '@glossa/contracts/limits';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '../app/layouts/site-footer.tsx';
import { Launcher } from '../features/launcher/index.ts';
import { AdSpace } from '../features/site-notices/index.ts';
import './home.css';

const FEATURES = [
  { icon: <FileDoneOutlined />, title: 'home.featureLayoutTitle', text: 'home.featureLayoutText' },
  { icon: <MessageOutlined />, title: 'home.featureChatTitle', text: 'home.featureChatText' },
  { icon: <SwapOutlined />, title: 'home.featureBilingualTitle', text: 'home.featureBilingualText' },
] as const;

/** Home: the welcome and the launcher, centred like a modern chat app. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <Flex vertical align="center" gap={8} className="home-welcome">
        <Typography.Title level={1} className="home-title">
          {t('home.welcomeTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="home-subtitle">
          {t('home.welcomeSubtitle', { count: LIMITS.languageCount })}
        </Typography.Paragraph>
      </Flex>
      <Launcher />
      <AdSpace slot="launcherFoot" />
      <ul className="home-features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="home-feature">
            <span className="home-feature-icon" aria-hidden>
              {feature.icon}
            </span>
            <div>
              <Typography.Text strong>{t(feature.title)}</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>
                {t(feature.text)}
              </Typography.Paragraph>
            </div>
          </li>
        ))}
      </ul>
      <SiteFooter />
    </div>
  );
}
