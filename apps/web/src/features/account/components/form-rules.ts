import { isAcceptablePassword, isValidEmail } from '@glossa/contracts/account';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The spec's validation rules (section 5) as form rules; the server checks the same again. */
export function accountRules(t: TFunction<'account'>) {
  return {
    email: [
      { required: true, whitespace: true, message: t('rule.emailRequired') },
      {
        validator: async (_rule, value: unknown) => {
          if (typeof value === 'string' && value.trim() !== '' && !isValidEmail(value.trim().toLowerCase())) {
            throw new Error(t('rule.emailInvalid'));
          }
        },
      },
    ] satisfies FormRule[],
    password: [
      { required: true, message: t('rule.passwordRequired') },
      {
        validator: async (_rule, value: unknown) => {
          if (typeof value === 'string' && value !== '' && !isAcceptablePassword(value)) {
            throw new Error(t('rule.passwordRules'));
          }
        },
      },
    ] satisfies FormRule[],
    confirm: (field = 'password'): FormRule[] => [
      { required: true, message: t('rule.confirmRequired') },
      ({ getFieldValue }) => ({
        validator: async (_rule: unknown, value: unknown) => {
          if (value && value !== getFieldValue(field)) throw new Error(t('rule.passwordMismatch'));
        },
      }),
    ],
    code: [{ required: true, whitespace: true, message: t('rule.codeRequired') }] satisfies FormRule[],
    oldPassword: [{ required: true, message: t('rule.oldPasswordRequired') }] satisfies FormRule[],
    nickname: [{ required: true, whitespace: true, message: t('rule.nicknameRequired') }] satisfies FormRule[],
    terms: [
      {
        validator: async (_rule: unknown, value: unknown) => {
          if (value !== true) throw new Error(t('rule.termsRequired'));
        },
      },
    ] satisfies FormRule[],
  };
}
