import { Pagination } from 'antd';

/**
 * Pages of replayed threads, shown once there is more than one: antd's Pagination brings its
 * Select (~20 KB compressed), so it loads then, not with every Replay page.
 */
export default function ThreadPager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <Pagination
      className="replay-pagination"
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      onChange={onPage}
    />
  );
}
