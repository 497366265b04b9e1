import type { SessionInfo } from '@glossa/contracts/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Skeleton, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../lib/notices.tsx';
import { accountApi } from '../api/account-api.ts';
import { ACCOUNT_KEYS } from '../hooks/use-account.ts';
import '../../../components/account-rows.css';
import { useDateFormat } from '../../../lib/date-format.ts';

/** First-strong isolates: an address (always left to right) stays whole inside Arabic text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** "Firefox on Linux"; a browser or system alone when only one is known. */
function deviceName(t: TFunction<'account'>, session: SessionInfo): string {
  if (session.browser && session.os) return t('sessions.deviceName', { browser: session.browser, os: session.os });
  return session.browser ?? session.os ?? t('sessions.unknownDevice');
}

function SessionRow({ session, onRevoke }: { session: SessionInfo; onRevoke: (session: SessionInfo) => void }) {
  const { t } = useTranslation('account');
  const { dateTime: time } = useDateFormat();
  const live = session.endedAt === null;
  const details = [
    t('sessions.signedInAt', { time: time(session.createdAt) }),
    live
      ? t('sessions.lastActiveAt', { time: time(session.lastActiveAt) })
      : t('sessions.endedAt', { time: time(session.endedAt ?? session.lastActiveAt) }),
    session.address ? t('sessions.fromAddress', { address: isolate(session.address) }) : undefined,
  ].filter(Boolean);
  return (
    <li className="account-row">
      <div className="account-row-main">
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{deviceName(t, session)}</Typography.Text>
          {session.current ? <Tag color="blue">{t('sessions.current')}</Tag> : null}
          {live ? null : <Tag>{t(`sessions.ended.${session.endedReason ?? 'logout'}`)}</Tag>}
        </Flex>
        <Typography.Text type="secondary">{details.join(' · ')}</Typography.Text>
      </div>
      {live && !session.current ? <Button onClick={() => onRevoke(session)}>{t('sessions.revoke')}</Button> : null}
    </li>
  );
}

/** Where the account is signed in: this session, the others (each can be signed out), and recent ended ones. */
export function SessionsPanel() {
  const { t } = useTranslation('account');
  const { modal, message } = useNotices();
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({ queryKey: ACCOUNT_KEYS.sessions, queryFn: accountApi.sessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.sessions });

  const revoke = (session: SessionInfo) =>
    modal.confirm({
      title: t('sessions.revokeConfirm'),
      content: deviceName(t, session),
      okText: t('sessions.revoke'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await accountApi.revokeSession(session.sessionId);
        void message.success(t('sessions.revoked'));
        await refresh();
      },
    });
  const revokeOthers = () =>
    modal.confirm({
      title: t('sessions.revokeOthersConfirm'),
      okText: t('sessions.revokeOthers'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const { revoked } = await accountApi.revokeOtherSessions();
        void message.success(t('sessions.revokedOthers', { count: revoked }));
        await refresh();
      },
    });

  if (isPending || !data) return <Skeleton active />;
  const othersLive = data.filter((session) => !session.current && session.endedAt === null).length;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary">{t('sessions.intro')}</Typography.Text>
        <Button danger disabled={othersLive === 0} onClick={revokeOthers} className="account-wrap-button">
          {t('sessions.revokeOthers')}
        </Button>
      </Flex>
      <ul className="account-list">
        {data.map((session) => (
          <SessionRow key={session.sessionId} session={session} onRevoke={revoke} />
        ))}
      </ul>
    </Flex>
  );
}
