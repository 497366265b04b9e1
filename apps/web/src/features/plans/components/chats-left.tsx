import type { QuotaInfo } from '@glossa/contracts/chat';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localePath } from '../../../lib/locale-path.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { chatsLeftLine, renewalTime, turnCostLine } from '../plan-facts.ts';

/**
 * The quiet note of the chats left, under the launcher and the ask box; given the action about to
 * be taken, it says first what that costs ("Refine: 1 chat · 15 chats left today"). With none
 * left, when new ones come and the way to more: the plans page, or for visitors an account.
 */
export function ChatsLeft({ quota, language, action }: { quota: QuotaInfo; language: string; action?: string }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('plans');
  const { locale } = useUiLocale();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const line = action ? turnCostLine(quota, action, t, language) : chatsLeftLine(quota, t, language);
  if (!line) return null;
  const none = quota.chatsLeft === 0;
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
