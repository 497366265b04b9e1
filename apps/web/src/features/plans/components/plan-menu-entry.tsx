import type { ChatSettings } from '@glossa/contracts/chat';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chatsLeftLine } from '../plan-facts.ts';
import './plans.css';

/** The account menu's first entry: the plan's name and the chats left; it leads to the plans page. */
export function PlanMenuEntry({ settings, language }: { settings: ChatSettings; language: string }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const { t: tp } = useTranslation('plans');
  const plan = ta(`package.plans.${settings.quota.plan}`, { defaultValue: settings.quota.plan });
  const left = chatsLeftLine(settings.quota, t, language);
  return (
    <span className="plan-menu-entry" data-testid="plan-menu-entry">
      <Typography.Text type="secondary" className="plan-menu-entry-line">
        {t('plan.title')}
      </Typography.Text>
      <Typography.Text strong>{plan}</Typography.Text>
      {left && <Typography.Text className="plan-menu-entry-line">{left}</Typography.Text>}
      <Typography.Text className="plan-menu-entry-line plan-menu-entry-link">
        {tp(settings.quota.member ? 'limits.moreChats' : 'limits.seePlans')}
      </Typography.Text>
    </span>
  );
}
