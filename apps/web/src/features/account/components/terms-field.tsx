import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { TermsText } from '../../../components/terms-text.tsx';
import { accountRules } from './form-rules.ts';

/** The user agreement and privacy policy, accepted before sign-up or sign-in (docs/product.md §5.1). */
export function TermsField() {
  const { t } = useTranslation('account');
  return (
    <Form.Item name="agreed" valuePropName="checked" rules={accountRules(t).terms}>
      <Checkbox className="terms-text">
        <TermsText t={t} i18nKey="terms" />
      </Checkbox>
    </Form.Item>
  );
}
