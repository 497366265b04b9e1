import type { ChatSettings } from '@glossa/contracts/chat';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chatsLeftLine, currentPlan, planFactLines } from '../plan-facts.ts';
import './plans.css';

/** The account menu's first entry: the plan's name, the chats left, and what the plan allows. */
export function PlanMenuEntry({ settings, language }: { settings: ChatSettings; language: string }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const plan = ta(`package.plans.${settings.quota.plan}`, { defaultValue: settings.quota.plan });
  const left = chatsLeftLine(settings.quota, t, language);
  // The daily count is already in "chats left today"; the file size and storage days follow.
  const facts = planFactLines({ ...currentPlan(settings), dailyChats: null }, t, language);
  return (
    <span className="plan-menu-entry" data-testid="plan-menu-entry">
      <Typography.Text type="secondary" className="plan-menu-entry-line">
        {t('plan.title')}
      </Typography.Text>
      <Typography.Text strong>{plan}</Typography.Text>
      {left && <Typography.Text className="plan-menu-entry-line">{left}</Typography.Text>}
      <Typography.Text type="secondary" className="plan-menu-entry-line">
        {facts.join(' · ')}
      </Typography.Text>
    </span>
  );
}
