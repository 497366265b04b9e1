import type { ChatSettings } from '@glossa/contracts/chat';
import { localeEntry } from '@glossa/contracts/locales';
import { Button, Flex, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/date-format.ts';
import { localePath } from '../../../lib/locale-path.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { isSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { PlanOffer } from '../components/plan-offer.tsx';
import { counted, renewalLine } from '../plan-facts.ts';

/**
 * The used-up quota, never a dead end: when the daily count starts again, and the way on. Signed-in
 * users reach the plans page; visitors are invited to sign up (or sign in) for chats of their own.
 * `freshSettings` gives the chat settings as they are now (the count just refused, its renewal).
 */
export function useQuotaDialog(freshSettings: () => Promise<ChatSettings | undefined>) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation();
  const { t: tp } = useTranslation('plans');
  const { modal } = useNotices();
  const { locale } = useUiLocale();
  const navigate = useNavigate();
  const language = localeEntry(locale).iso;

  return useCallback(async () => {
    const settings = await freshSettings();
    const quota = settings?.quota;
    const daily = quota?.dailyChats != null;
    const signedIn = isSignedIn();
    let title = daily ? counted(tc, 'chat:quota.titleDaily', quota?.dailyChats ?? 0, language) : t('quota.title');
    if (!signedIn) title = tp('limits.visitorTitle');
    const when = daily
      ? quota?.renewsAt && renewalLine(quota.renewsAt, new Date(), tc, language)
      : quota?.expiresAt && tc('plan.planUntil', { date: formatDate(quota.expiresAt, language) });
    const go = (path: string) => {
      dialog.destroy();
      void navigate(localePath(locale, path));
    };
    const content = (
      <Flex vertical gap={12} data-testid="quota-dialog">
        {!signedIn && <Typography.Text>{tp('limits.visitorText')}</Typography.Text>}
        {when && <Typography.Text>{when}</Typography.Text>}
        {signedIn && daily && settings?.memberPlan && <PlanOffer plan={settings.memberPlan} language={language} />}
      </Flex>
    );
    const footer = (
      <Flex justify="end" gap={8} wrap style={{ marginBlockStart: 16 }}>
        {signedIn ? (
          <>
            <Button onClick={() => dialog.destroy()}>{t('quota.ok')}</Button>
            <Button type="primary" onClick={() => go('plans')} data-testid="quota-see-plans">
              {tp(daily ? 'limits.seePlans' : 'limits.moreChats')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => go('login')}>{tc('nav.signIn')}</Button>
            <Button type="primary" onClick={() => go('register')} data-testid="quota-sign-up">
              {tc('plan.signUp')}
            </Button>
          </>
        )}
      </Flex>
    );
    const dialog = modal.info({ title, content, footer, centered: true, width: 460 });
  }, [freshSettings, t, tc, tp, language, modal, navigate, locale]);
}
