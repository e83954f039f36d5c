import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataListPagination } from './data-list';

/** Pages shown on each side of the current one, between the first and the last. */
const NEIGHBOURS = 2;

/**
 * The pages a pager offers: the first, the last, the current one with its neighbours, and a
 * gap (`null`) wherever pages are left out. Every page is reachable in a few steps, however
 * many there are (a load board of a million orders has tens of thousands).
 */
export function pagerItems(page: number, pageCount: number): (number | null)[] {
  const items: (number | null)[] = [];
  const from = Math.max(2, page - NEIGHBOURS);
  const to = Math.min(pageCount - 1, page + NEIGHBOURS);
  items.push(1);
  if (from > 2) items.push(from === 3 ? 2 : null);
  for (let each = from; each <= to; each += 1) items.push(each);
  if (to < pageCount - 1) items.push(to === pageCount - 2 ? pageCount - 1 : null);
  if (pageCount > 1) items.push(pageCount);
  return items;
}

/**
 * A list's pages: previous, the pages around the current one, next; on a phone previous,
 * "page of pages" and next. Built of the buttons every screen has already loaded: Ant Design's
 * Pagination brings its page-size select (about 25 kB compressed) even where, as in our lists,
 * the page size is fixed (issue 11).
 */
export function Pager({
  pagination,
  compact,
}: {
  pagination: DataListPagination;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { page, pageSize, total, onChange } = pagination;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onChange(target);
  };
  return (
    <nav aria-label={t('list.pages')} data-testid="list-pager">
      <Flex gap={4} align="center" wrap justify="center">
        <Button
          type="text"
          icon={<LeftOutlined />}
          aria-label={t('list.previousPage')}
          disabled={page <= 1}
          onClick={() => go(page - 1)}
        />
        {compact ? (
          <Typography.Text style={{ paddingInline: 8 }} data-testid="list-pager-position">
            {t('list.pageOf', { page, total: pageCount })}
          </Typography.Text>
        ) : (
          pagerItems(page, pageCount).map((item, index) =>
            item === null ? (
              <Typography.Text key={`gap-${index}`} type="secondary" aria-hidden>
                …
              </Typography.Text>
            ) : (
              <Button
                key={item}
                type={item === page ? 'primary' : 'text'}
                ghost={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('list.page', { page: item })}
                onClick={() => go(item)}
                style={{ minWidth: 32, paddingInline: 6 }}
              >
                {item}
              </Button>
            ),
          )
        )}
        <Button
          type="text"
          icon={<RightOutlined />}
          aria-label={t('list.nextPage')}
          disabled={page >= pageCount}
          onClick={() => go(page + 1)}
        />
      </Flex>
    </nav>
  );
}
