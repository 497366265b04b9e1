import { CloudServerOutlined, ColumnWidthOutlined, SafetyOutlined } from '@ant-design/icons';
import { Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/link-button.tsx';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { useHelpTexts } from '../use-help-texts.ts';
import '../components/help.css';

const PRINCIPLES: [string, ReactNode][] = [
  ['open', <CloudServerOutlined key="open" />],
  ['layout', <ColumnWidthOutlined key="layout" />],
  ['privacy', <SafetyOutlined key="privacy" />],
];

/** About us: what Glossa is, why it is made, and what it cares about. */
export function AboutPage() {
  const { ready, t } = useHelpTexts();
  const { locale } = useUiLocale();
  if (!ready) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <div className="about-page">
      <header className="help-hero">
        <Typography.Title level={1} className="help-hero-title">
          {t('about.title')}
        </Typography.Title>
        <Typography.Paragraph className="about-lead">{t('about.lead')}</Typography.Paragraph>
      </header>
      <section className="about-section">
        <Typography.Title level={2}>{t('about.missionTitle')}</Typography.Title>
        <Typography.Paragraph>{t('about.missionText')}</Typography.Paragraph>
      </section>
      <section className="about-section">
        <Typography.Title level={2}>{t('about.principlesTitle')}</Typography.Title>
        <ul className="help-grid about-principles">
          {PRINCIPLES.map(([key, icon]) => (
            <li key={key} className="help-card about-card">
              <span className="help-article-icon" aria-hidden="true">
                {icon}
              </span>
              <span className="help-card-title">{t(`about.${key}Title`)}</span>
              <Typography.Text type="secondary">{t(`about.${key}Text`)}</Typography.Text>
            </li>
          ))}
        </ul>
      </section>
      <aside className="help-more">
        <Typography.Title level={2} className="help-more-title">
          {t('about.contactTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('about.contactText')}</Typography.Paragraph>
        <LinkButton type="primary" to={localePath(locale, 'help')}>
          {t('about.helpLink')}
        </LinkButton>
      </aside>
    </div>
  );
}
