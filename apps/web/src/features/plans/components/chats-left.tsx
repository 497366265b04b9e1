import type { QuotaInfo } from '@glossa/contracts/chat';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localePath } from '../../../lib/locale-path.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { chatsLeftLine, renewalTime } from '../plan-facts.ts';

/**
 * The launcher's quiet note of the chats left; with none left, when new ones come and the way to
 * more: the plans page, or for visitors an account of their own.
 */
export function ChatsLeft({ quota, language }: { quota: QuotaInfo; language: string }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('plans');
  const { locale } = useUiLocale();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const line = chatsLeftLine(quota, t, language);
  if (!line) return null;
  const none = quota.dailyLeft === 0 || (quota.dailyLeft === null && quota.planLeft === 0);
  const renew = none && quota.renewsAt ? t('launcher.chatsRenew', { time: renewalTime(quota.renewsAt, language) }) : '';
  const more = signedIn
    ? { path: 'plans', label: tp('limits.moreChats') }
    : { path: 'register', label: t('plan.signUp') };
  return (
    <Typography.Text type={none ? 'warning' : 'secondary'} className="launcher-count">
      <span data-testid="chats-left">{renew ? `${line} · ${renew}` : line}</span>
      {none && (
        <>
          {' '}
          <Typography.Link
            href={localePath(locale, more.path)}
            onClick={(event) => {
              event.preventDefault();
              navigate(localePath(locale, more.path));
            }}
            data-testid="chats-left-more"
          >
            {more.label}
          </Typography.Link>
        </>
      )}
    </Typography.Text>
  );
}
