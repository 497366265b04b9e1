import { localeEntry } from '@glossa/contracts/locales';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Flex, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatDate } from '../../../lib/date-format.ts';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { ACCOUNT_KEYS, accountApi } from '../../account/index.ts';
import { planNameOf } from '../plan-rights.ts';

/** The current plan: remaining plan chats, remaining daily chats, pack chats, expiry; and the ways on. */
export function PackagePanel() {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('plans');
  const { locale } = useUiLocale();
  const language = localeEntry(locale).iso;
  const { data, isPending } = useQuery({ queryKey: ACCOUNT_KEYS.package, queryFn: accountApi.packageInfo });
  if (isPending || !data) return <Skeleton active />;
  const plan = planNameOf(data, t);
  const none = t('package.notApplicable');
  return (
    <Flex vertical gap={16} data-testid="package-panel">
      <Descriptions column={1} bordered size="middle">
        <Descriptions.Item label={t('package.plan')}>
          {plan}{' '}
          <Tag color={data.member ? 'gold' : 'default'}>{t(data.member ? 'package.member' : 'package.free')}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('package.chatsLeft')}>
          <span data-testid="package-chats-left">{data.chatsLeft ?? t('package.unlimited')}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('package.planLeft')}>
          <span data-testid="package-plan-left">
            {data.unlimited ? t('package.unlimited') : (data.planLeft ?? none)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('package.dailyLeft')}>
          <span data-testid="package-daily-left">{data.dailyLeft ?? none}</span>
        </Descriptions.Item>
        {Boolean(data.packLeft) && (
          <Descriptions.Item label={tp('account.packLeft')}>{data.packLeft}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('package.expiresAt')}>
          <span data-testid="package-expires">
            {data.expiresAt ? formatDate(data.expiresAt, language) : t('package.noExpiry')}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Flex gap={8} wrap>
        <LinkButton type="primary" to={localePath(locale, 'plans')} data-testid="package-see-plans">
          {tp('account.seePlans')}
        </LinkButton>
        <LinkButton to={localePath(locale, 'account?tab=orders')}>{tp('account.orders')}</LinkButton>
        <LinkButton to={localePath(locale, 'account?tab=usage')}>{tp('account.usage')}</LinkButton>
      </Flex>
    </Flex>
  );
}
