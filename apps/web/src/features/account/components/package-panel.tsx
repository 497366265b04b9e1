import { useQuery } from '@tanstack/react-query';
import { Descriptions, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../api/account-api.ts';
import { ACCOUNT_KEYS } from '../hooks/use-account.ts';

/** The current plan: remaining plan chats, remaining daily chats, expiry. */
export function PackagePanel() {
  const { t } = useTranslation('account');
  const { data, isPending } = useQuery({ queryKey: ACCOUNT_KEYS.package, queryFn: accountApi.packageInfo });
  if (isPending || !data) return <Skeleton active />;
  const plan = t(`package.plans.${data.plan}`, { defaultValue: data.plan });
  const none = t('package.notApplicable');
  return (
    <Descriptions column={1} bordered size="middle">
      <Descriptions.Item label={t('package.plan')}>
        {plan} <Tag color={data.member ? 'gold' : 'default'}>{t(data.member ? 'package.member' : 'package.free')}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('package.planLeft')}>{data.planLeft ?? none}</Descriptions.Item>
      <Descriptions.Item label={t('package.dailyLeft')}>{data.dailyLeft ?? none}</Descriptions.Item>
      <Descriptions.Item label={t('package.expiresAt')}>
        {data.expiresAt ? dayjs(data.expiresAt).format('LL') : t('package.noExpiry')}
      </Descriptions.Item>
    </Descriptions>
  );
}
