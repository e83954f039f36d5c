import { DownOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format/format';
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
 * Whether a list shows its pager: with more than one page, or with a size to choose as soon as
 * a smaller size would make pages (the way back from 50 rows a page to 10).
 */
export function showsPager(
  pagination: DataListPagination | undefined,
): pagination is DataListPagination {
  if (pagination === undefined) return false;
  const smallestSize = Math.min(pagination.pageSize, ...(pagination.pageSizeChoice?.options ?? []));
  return pagination.total > smallestSize;
}

/** "21–40 of 235": which rows of how many, "1000+" when the list stopped counting. */
function RowRange({ pagination }: { pagination: DataListPagination }) {
  const { t } = useTranslation();
  const { page, pageSize, total, totalCapped } = pagination;
  const from = Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  return (
    <Typography.Text type="secondary" data-testid="list-pager-total">
      {t('list.rowRange', {
        from: formatNumber(from),
        to: formatNumber(to),
        total: `${formatNumber(total)}${totalCapped ? '+' : ''}`,
      })}
    </Typography.Text>
  );
}

/** The rows-per-page choice: a menu, as the phone's sort picker, so no select is loaded. */
function PageSizeChoice({
  pageSize,
  choice,
}: {
  pageSize: number;
  choice: NonNullable<DataListPagination['pageSizeChoice']>;
}) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [String(pageSize)],
        items: choice.options.map((size) => ({
          key: String(size),
          label: t('list.pageSize', { size }),
        })),
        onClick: ({ key }) => choice.onChange(Number(key)),
      }}
    >
      <Button type="text" data-testid="list-page-size" aria-label={t('list.pageSizeLabel')}>
        {t('list.pageSize', { size: pageSize })} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/**
 * A list's pages: previous, the pages around the current one, next; on a phone previous,
 * "page of pages" and next. With a size choice, also which rows of how many are shown and
 * the size. Built of the buttons and the menu every screen has already loaded: Ant Design's
 * Pagination brings its page-size select (about 25 kB compressed) to the first screen
 * (issue 11).
 */
export function Pager({
  pagination,
  compact,
}: {
  pagination: DataListPagination;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { page, pageSize, total, onChange, pageSizeChoice } = pagination;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onChange(target);
  };
  return (
    <nav aria-label={t('list.pages')} data-testid="list-pager">
      <Flex gap={4} align="center" wrap justify="center">
        {pageSizeChoice && <RowRange pagination={pagination} />}
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
        {pageSizeChoice && <PageSizeChoice pageSize={pageSize} choice={pageSizeChoice} />}
      </Flex>
    </nav>
  );
}
