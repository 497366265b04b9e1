import { QuestionCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { localePath } from '../lib/locale-path.ts';
import { useUiLocale } from '../lib/ui-locale.ts';
import { LinkButton } from './link-button.tsx';

/** The header's way to the help center. */
export function HelpLink() {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  return (
    <Tooltip title={t('nav.help')}>
      <LinkButton
        type="text"
        icon={<QuestionCircleOutlined />}
        to={localePath(locale, 'help')}
        aria-label={t('nav.help')}
        data-testid="header-help"
      />
    </Tooltip>
  );
}
