import { Checkbox, Form } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiLocale } from '../../../app/ui-locale.ts';
import { localePath } from '../../../lib/locale-path.ts';
import { accountRules } from './form-rules.ts';

/** The user agreement and privacy policy, accepted before sign-up or sign-in (spec section 5). */
export function TermsField() {
  const { t } = useTranslation('account');
  const { locale } = useUiLocale();
  return (
    <Form.Item name="agreed" valuePropName="checked" rules={accountRules(t).terms}>
      <Checkbox className="terms-text">
        <Trans
          t={t}
          i18nKey="terms"
          components={{
            agreement: <Link to={localePath(locale, 'contract/userAgreement')} target="_blank" />,
            privacy: <Link to={localePath(locale, 'contract/privacyPolicy')} target="_blank" />,
          }}
        />
      </Checkbox>
    </Form.Item>
  );
}
