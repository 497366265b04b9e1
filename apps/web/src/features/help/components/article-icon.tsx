import {
  BookOutlined,
  CloudServerOutlined,
  ColumnWidthOutlined,
  CrownOutlined,
  FileTextOutlined,
  SafetyOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import type { HelpArticleId } from '@glossa/contracts/help';
import type { ReactNode } from 'react';

const ICONS: Record<HelpArticleId, ReactNode> = {
  translate: <TranslationOutlined />,
  formats: <FileTextOutlined />,
  outputForms: <ColumnWidthOutlined />,
  termBases: <BookOutlined />,
  plans: <CrownOutlined />,
  privacy: <SafetyOutlined />,
  selfHosting: <CloudServerOutlined />,
};

/** The picture beside an article's title. */
export function ArticleIcon({ id }: { id: string }) {
  return (
    <span className="help-article-icon" aria-hidden="true">
      {ICONS[id as HelpArticleId]}
    </span>
  );
}
