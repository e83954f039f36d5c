import { type ChatAttachment, type ChatMessage } from '@freight/shared';
import { Divider, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBubble, type ShownMessage } from './message-bubble';

/** Within this distance of the bottom the list follows new messages. */
const FOLLOW_PX = 120;
/** Within this distance of the top the older page is fetched. */
const LOAD_OLDER_PX = 80;

export interface MessageRow {
  shown: ShownMessage;
  changeable: boolean;
  /** The stored message behind the row (none for one still on its way). */
  stored: ChatMessage | null;
  footer?: ReactNode;
}

interface MessageListProps {
  rows: readonly MessageRow[];
  showSenders: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onOpenFile: (file: ChatAttachment) => void;
  onEdit: (message: ChatMessage, text: string) => Promise<unknown>;
  onDelete: (message: ChatMessage) => void;
  highlightedId: string | null;
  footer?: ReactNode;
}

function dayLabel(iso: string, t: (key: string) => string): string {
  const day = dayjs(iso);
  if (day.isSame(dayjs(), 'day')) return t('day.today');
  if (day.isSame(dayjs().subtract(1, 'day'), 'day')) return t('day.yesterday');
  return day.format('DD.MM.YYYY');
}

/**
 * The messages, grouped by day, newest at the bottom. Scrolling to the top fetches older ones
 * and keeps what was on screen where it was; new messages scroll into view while the reader
 * is at the bottom.
 */
export function MessageList(props: MessageListProps) {
  const { rows, hasOlder, loadingOlder, onLoadOlder } = props;
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstKey?: string; lastKey?: string; height: number }>({ height: 0 });

  const firstKey = rows[0]?.shown.key;
  const lastKey = rows.at(-1)?.shown.key;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (
      before.firstKey !== undefined &&
      firstKey !== before.firstKey &&
      lastKey === before.lastKey
    ) {
      // Older messages went in above: keep the reader's place.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (atBottom.current || lastKey !== before.lastKey) {
      const ownLast = rows.at(-1)?.shown.own ?? false;
      if (atBottom.current || ownLast) element.scrollTop = element.scrollHeight;
    }
    previous.current = { firstKey, lastKey, height: element.scrollHeight };
    // A first page too short to scroll could never reach the top: fetch the older one now.
    if (element.scrollHeight <= element.clientHeight && hasOlder && !loadingOlder) onLoadOlder();
  });

  const dayOf = (row: MessageRow | undefined) =>
    row ? dayjs(row.shown.message.createdAt).format('YYYY-MM-DD') : '';
  return (
    <div
      ref={scroller}
      data-testid="chat-messages"
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
        if (element.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) onLoadOlder();
      }}
      style={{ flex: 1, overflowY: 'auto', minHeight: 0, padding: '8px 12px' }}
    >
      {loadingOlder && <Spin size="small" style={{ display: 'block', margin: '8px auto' }} />}
      {!hasOlder && rows.length > 0 && (
        <Typography.Text
          type="secondary"
          style={{ display: 'block', textAlign: 'center', fontSize: 12 }}
          data-testid="chat-history-start"
        >
          {t('conversation.historyStart')}
        </Typography.Text>
      )}
      {rows.map((row, index) => {
        const newDay = dayOf(row) !== dayOf(rows[index - 1]);
        const stored = row.stored;
        return (
          <Fragment key={row.shown.key}>
            {newDay && (
              <Divider plain style={{ margin: '8px 0', fontSize: 12 }}>
                {dayLabel(row.shown.message.createdAt, t)}
              </Divider>
            )}
            <MessageBubble
              shown={row.shown}
              showSender={props.showSenders}
              changeable={row.changeable}
              highlighted={stored !== null && stored.id === props.highlightedId}
              onOpenFile={props.onOpenFile}
              onEdit={stored ? (text) => props.onEdit(stored, text) : undefined}
              onDelete={stored ? () => props.onDelete(stored) : undefined}
              footer={row.footer}
            />
          </Fragment>
        );
      })}
      {props.footer}
    </div>
  );
}
