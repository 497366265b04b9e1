import { localeEntry } from '@glossa/contracts/locales';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { ACCOUNT_KEYS, accountApi } from '../../account/index.ts';
import { chatsLeftLine } from '../plan-facts.ts';

/**
 * The chats left now, above the usage details: the same number, in the same words, as the account
 * menu and the launcher, and the balance of the newest usage record.
 */
export function ChatsLeftNow() {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  const { data } = useQuery({ queryKey: ACCOUNT_KEYS.package, queryFn: accountApi.packageInfo });
  const line = data && chatsLeftLine(data, t, localeEntry(locale).iso);
  if (!line) return null;
  return (
    <Typography.Text strong data-testid="usage-chats-left">
      {line}
    </Typography.Text>
  );
}
