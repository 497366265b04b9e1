import type { ChatSettings } from '@glossa/contracts/chat';
import { localeEntry } from '@glossa/contracts/locales';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUiLocale } from '../../../app/ui-locale.ts';
import { localePath } from '../../../lib/locale-path.ts';
import { isSignedIn } from '../../../lib/session.ts';
import { chatApi } from '../../workspace/api/chat-api.ts';
import { chatKeys } from '../../workspace/api/query-keys.ts';
import { PlanOffer } from '../components/plan-offer.tsx';
import { counted, renewalLine } from '../plan-facts.ts';

/**
 * The used-up quota, never a dead end: when the daily count starts again, what a member plan
 * gives, and for visitors the way to an account; signed-in users reach their plan's details.
 */
export function useQuotaDialog() {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation();
  const { modal } = App.useApp();
  const { locale } = useUiLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = localeEntry(locale).iso;

  return useCallback(async () => {
    // Fresh figures: the count that was just refused, and the time it starts again.
    const settings = await queryClient
      .fetchQuery({ queryKey: chatKeys.settings, queryFn: ({ signal }) => chatApi.settings(signal), staleTime: 0 })
      .catch(() => queryClient.getQueryData<ChatSettings>(chatKeys.settings));
    const quota = settings?.quota;
    const daily = quota?.dailyChats != null;
    const signedIn = isSignedIn();
    const title = daily ? counted(tc, 'chat:quota.titleDaily', quota?.dailyChats ?? 0, language) : t('quota.title');
    const when = daily
      ? quota?.renewsAt && renewalLine(quota.renewsAt, new Date(), tc, language)
      : quota?.expiresAt && tc('plan.planUntil', { date: dayjs(quota.expiresAt).format('LL') });
    const go = (path: string) => {
      dialog.destroy();
      void navigate(localePath(locale, path));
    };
    const content = (
      <Flex vertical gap={12} data-testid="quota-dialog">
        {when && <Typography.Text>{when}</Typography.Text>}
        {daily && settings?.memberPlan && <PlanOffer plan={settings.memberPlan} language={language} />}
        {!signedIn && <Typography.Text>{tc('plan.visitorOffer')}</Typography.Text>}
      </Flex>
    );
    const footer = (
      <Flex justify="end" gap={8} wrap style={{ marginBlockStart: 16 }}>
        {signedIn ? (
          <Button onClick={() => go('account?tab=package')}>{tc('plan.details')}</Button>
        ) : (
          <>
            <Button onClick={() => go('login')}>{tc('nav.signIn')}</Button>
            <Button onClick={() => go('register')}>{tc('plan.signUp')}</Button>
          </>
        )}
        <Button type="primary" onClick={() => dialog.destroy()}>
          {t('quota.ok')}
        </Button>
      </Flex>
    );
    const dialog = modal.info({ title, content, footer, centered: true, width: 460 });
  }, [queryClient, t, tc, language, modal, navigate, locale]);
}
