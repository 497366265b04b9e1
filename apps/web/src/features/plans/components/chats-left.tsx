import type { QuotaInfo } from '@glossa/contracts/chat';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chatsLeftLine, renewalTime } from '../plan-facts.ts';

/** The launcher's quiet note of the chats left; with none left, when new ones come. */
export function ChatsLeft({ quota, language }: { quota: QuotaInfo; language: string }) {
  const { t } = useTranslation();
  const line = chatsLeftLine(quota, t, language);
  if (!line) return null;
  const none = quota.dailyLeft === 0 || (quota.dailyLeft === null && quota.planLeft === 0);
  const renew = none && quota.renewsAt ? t('launcher.chatsRenew', { time: renewalTime(quota.renewsAt, language) }) : '';
  return (
    <Typography.Text type={none ? 'warning' : 'secondary'} className="launcher-count" data-testid="chats-left">
      {renew ? `${line} · ${renew}` : line}
    </Typography.Text>
  );
}
