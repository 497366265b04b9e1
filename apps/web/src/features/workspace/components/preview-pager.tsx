import { Pagination } from 'antd';

/** How many sentences a page of the preview (pairs or changes) holds. */
export const PREVIEW_PAGE_SIZE = 20;

/** The pager under a list of the preview: hidden while everything fits on one page. */
export function PreviewPager({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  return (
    <Pagination
      size="small"
      align="center"
      current={page}
      pageSize={PREVIEW_PAGE_SIZE}
      total={total}
      onChange={onChange}
      showSizeChanger={false}
      hideOnSinglePage
    />
  );
}
