import { CrownOutlined } from '@ant-design/icons';
import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';

/** Where a plan's limit was hit: the way to the plans page. */
export function SeePlansButton(props: Omit<ButtonProps, 'href'>) {
  const { t } = useTranslation('plans');
  const { locale } = useUiLocale();
  return (
    <LinkButton icon={<CrownOutlined />} {...props} to={localePath(locale, 'plans')} data-testid="see-plans">
      {t('limits.seePlans')}
    </LinkButton>
  );
}
