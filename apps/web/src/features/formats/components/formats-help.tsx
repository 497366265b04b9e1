import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import './formats.css';

const loadList = () => import('./formats-list.tsx');
const LazyFormatsList = lazy(() => loadList().then((module) => ({ default: module.FormatsList })));

/** The supported formats, by group, in a popover fetched when first opened (decision 0018). */
export function FormatsHelp() {
  const { t } = useTranslation();
  const content = (
    <Suspense fallback={<div className="formats-list-loading" />}>
      <LazyFormatsList />
    </Suspense>
  );
  return (
    <Popover title={t('launcher.formatsHelpTitle')} content={content} trigger="click" placement="bottom">
      <Button
        type="link"
        size="small"
        icon={<QuestionCircleOutlined />}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
      >
        {t('launcher.formatsHelp')}
      </Button>
    </Popover>
  );
}
