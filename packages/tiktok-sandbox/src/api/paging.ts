export interface PageInfo {
  page: number;
  page_size: number;
  total_number: number;
  total_page: number;
}

/** TikTok's paging: `data.list` holds page `page` of `page_size` items, `data.page_info` the totals. */
export function pageOf<T>(items: T[], page: number, pageSize: number): { list: T[]; page_info: PageInfo } {
  const start = (page - 1) * pageSize;
  return {
    list: items.slice(start, start + pageSize),
    page_info: { page, page_size: pageSize, total_number: items.length, total_page: Math.ceil(items.length / pageSize) },
  };
}
