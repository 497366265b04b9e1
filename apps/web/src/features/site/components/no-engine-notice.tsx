import { ApiOutlined, CloudServerOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AiModelSetup, OfflineEngineSetup } from './engine-setup.tsx';

function SetupOption({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="no-engine-option">
      <Flex align="center" gap={8}>
        <span className="no-engine-option-icon" aria-hidden>
          {icon}
        </span>
        <Typography.Title level={3} className="no-engine-option-title">
          {title}
        </Typography.Title>
      </Flex>
      {children}
    </section>
  );
}

/** The home page of a site without any translation engine: what is missing and exactly how to add one. */
export function NoEngineNotice() {
  const { t } = useTranslation();
  return (
    <section className="no-engine" aria-labelledby="no-engine-title" data-testid="no-engine-notice">
      <Flex vertical align="center" gap={8} className="no-engine-head">
        <span className="no-engine-icon" aria-hidden>
          <ApiOutlined />
        </span>
        <Typography.Title level={2} id="no-engine-title" className="no-engine-title">
          {t('engineSetup.noneTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="no-engine-text">
          {t('engineSetup.noneText')}
        </Typography.Paragraph>
      </Flex>
      <div className="no-engine-options">
        <SetupOption icon={<CloudServerOutlined />} title={t('engineSetup.offlineTitle')}>
          <OfflineEngineSetup />
        </SetupOption>
        <SetupOption icon={<ThunderboltOutlined />} title={t('engineSetup.aiTitle')}>
          <AiModelSetup />
        </SetupOption>
      </div>
      <Typography.Paragraph type="secondary" className="no-engine-visitor">
        {t('engineSetup.visitorHint')}
      </Typography.Paragraph>
    </section>
  );
}
