import { agreement, email, newPassword, nickname, verificationCode } from '@glossa/contracts/account-requests';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { schemaRule } from '../../../lib/schema-rule.ts';

/**
 * The account rules (docs/product.md §5.1) as form rules: each field is checked by the same schema
 * the server applies (packages/contracts/src/account-requests.ts), worded by the form's texts.
 */
export function accountRules(t: TFunction<'account'>) {
  const worded = (text: string) => () => text;
  return {
    email: [
      { required: true, message: t('rule.emailRequired') },
      schemaRule(email, worded(t('rule.emailInvalid'))),
    ] satisfies FormRule[],
    password: [
      { required: true, message: t('rule.passwordRequired') },
      schemaRule(newPassword, worded(t('rule.passwordRules'))),
    ] satisfies FormRule[],
    confirm: (field = 'password'): FormRule[] => [
      { required: true, message: t('rule.confirmRequired') },
      ({ getFieldValue }) => ({
        validator: async (_rule: unknown, value: unknown) => {
          if (value && value !== getFieldValue(field)) throw new Error(t('rule.passwordMismatch'));
        },
      }),
    ],
    code: [
      { required: true, message: t('rule.codeRequired') },
      schemaRule(verificationCode, (refusal) =>
        'error' in refusal && refusal.error === 'codeRequired' ? t('rule.codeRequired') : undefined,
      ),
    ] satisfies FormRule[],
    oldPassword: [{ required: true, message: t('rule.oldPasswordRequired') }] satisfies FormRule[],
    nickname: [
      { required: true, message: t('rule.nicknameRequired') },
      schemaRule(
        nickname,
        (refusal) => ('error' in refusal ? t('rule.nicknameRequired') : undefined),
        t('field.nickname'),
      ),
    ] satisfies FormRule[],
    terms: [
      {
        validator: async (_rule: unknown, value: unknown) => {
          if (!agreement.safeParse(value).success) throw new Error(t('rule.termsRequired'));
        },
      },
    ] satisfies FormRule[],
  };
}
