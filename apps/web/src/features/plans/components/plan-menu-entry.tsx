import type { ChatSettings } from '@glossa/contracts/chat';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chatsLeftLine } from '../plan-facts.ts';
import { planNameOf } from '../plan-rights.ts';
import './plans.css';

/**
 * The account menu's first entry: the plan's name and the chats left; it leads to the plans page.
 * Until the settings are in, its lines are held by placeholders of the same height, so the entries
 * below do not move under a pointer on its way to them (a click would land on the wrong one).
 */
export function PlanMenuEntry({ settings, language }: { settings: ChatSettings | undefined; language: string }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const { t: tp } = useTranslation('plans');
  // A space inside keeps the line box of the text it stands for.
  const placeholder = (
    <span className="plan-menu-entry-placeholder" aria-hidden>
      {'\u00a0'}
    </span>
  );
  const quota = settings?.quota;
  const plan = quota ? planNameOf(quota, ta) : placeholder;
  const left = quota ? chatsLeftLine(quota, t, language) : placeholder;
  return (
    <span className="plan-menu-entry" data-testid="plan-menu-entry" aria-busy={!quota}>
      <Typography.Text type="secondary" className="plan-menu-entry-line">
        {t('plan.title')}
      </Typography.Text>
      <Typography.Text strong>{plan}</Typography.Text>
      {left && <Typography.Text className="plan-menu-entry-line">{left}</Typography.Text>}
      <Typography.Text className="plan-menu-entry-line plan-menu-entry-link">
        {quota ? tp(quota.member ? 'limits.moreChats' : 'limits.seePlans') : placeholder}
      </Typography.Text>
    </span>
  );
}
