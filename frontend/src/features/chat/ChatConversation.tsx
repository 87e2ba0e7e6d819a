import { CommentOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton } from 'antd';
import type { UIEvent } from 'react';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSource } from '../../api/contract';
import { useToast } from '../../app/toasts';
import { languageInfo } from '../../i18n/languages';
import { formatDateTime } from '../../lib/format';
import { downloadDocument, TransferError } from '../documents/transfer';
import { AnswerFeedback } from './AnswerFeedback';
import { ChatComposer } from './ChatComposer';
import { MessageBubble } from './MessageBubble';
import { SourceLinks } from './SourceLinks';
import type { Chat } from './useChat';

/** Within this many pixels of the top, older messages load; of the bottom, new ones follow. */
const EDGE_PX = 48;

/** While the first piece of the answer is awaited. */
function Thinking() {
  const { t } = useTranslation();
  return (
    <span className="chat-thinking" data-testid="chat-thinking">
      <span className="chat-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {t('chat.thinking')}
    </span>
  );
}

/**
 * The conversation (a log, oldest at the top) and the question box, for staff and visitors
 * alike. Scrolling to the top loads older messages without moving what is on screen.
 */
export function ChatConversation({
  chat,
  audience = 'staff',
}: {
  chat: Chat;
  /** Website visitors have no documents of their own: their empty state says so. */
  audience?: 'staff' | 'visitor';
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const locale = languageInfo(i18n.language).tag;
  const scroller = useRef<HTMLDivElement>(null);
  /** Where the view was when older messages were asked for (restored once they are in). */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  /** The view follows new messages while it is at the bottom. */
  const atBottom = useRef(true);

  const { hasMore, loadingOlder, loadOlder } = chat;
  const older = useCallback(() => {
    const el = scroller.current;
    if (!el || !hasMore || loadingOlder) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    void loadOlder();
  }, [hasMore, loadingOlder, loadOlder]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX) older();
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const kept = anchor.current;
    if (kept) {
      if (loadingOlder) return;
      // Older messages went in above: keep the same messages in view.
      el.scrollTop = el.scrollHeight - kept.height + kept.top;
      anchor.current = null;
      return;
    }
    if (atBottom.current) el.scrollTop = el.scrollHeight;
  }, [chat.messages, chat.pending, loadingOlder, chat.loading]);

  const token = chat.transport.kind === 'staff' ? chat.transport.token : null;
  const openDocument =
    chat.transport.kind === 'staff'
      ? async (source: ChatSource) => {
          try {
            await downloadDocument(source.document_id, source.title || 'document', token);
          } catch (err) {
            const detail =
              err instanceof TransferError ? `${err.status} ${err.statusText}`.trim() : err;
            console.error('Download Error:', detail);
            toast.error(t('chat.downloadFailed'));
          }
        }
      : undefined;

  const empty = !chat.loading && chat.messages.length === 0 && chat.pending === null;
  // While the answer streams in, the log is busy: it is read out once complete, not word by word.
  const streaming = Boolean(chat.pending?.answer);

  return (
    <div className="chat-conversation">
      <div
        ref={scroller}
        className="chat-scroll"
        role="log"
        aria-live="polite"
        aria-busy={streaming || chat.loading}
        aria-label={t('chat.logLabel')}
        tabIndex={0}
        onScroll={onScroll}
        data-testid="chat-log"
      >
        {hasMore && (
          <div className="chat-older">
            <Button
              size="small"
              onClick={older}
              loading={loadingOlder}
              data-testid="chat-load-older"
            >
              {t('chat.loadOlder')}
            </Button>
          </div>
        )}
        {chat.loading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : empty ? (
          <Empty
            className="chat-empty"
            image={<CommentOutlined className="chat-empty-icon" aria-hidden="true" />}
            description={
              <>
                <strong>{t('chat.emptyTitle')}</strong>
                <br />
                {audience === 'visitor' ? t('chat.visitorEmptyText') : t('chat.emptyText')}
              </>
            }
            data-testid="chat-empty"
          />
        ) : (
          <ol className="chat-messages">
            {chat.messages.flatMap((m) => [
              <MessageBubble
                key={`${m.id}-q`}
                role="user"
                text={m.message}
                time={formatDateTime(m.created_at, locale)}
                testId="chat-user-message"
              />,
              <MessageBubble
                key={`${m.id}-a`}
                role="assistant"
                text={m.response}
                testId="chat-answer"
              >
                <SourceLinks
                  sources={m.sources}
                  onOpenDocument={openDocument && ((s) => void openDocument(s))}
                />
                <AnswerFeedback
                  rating={m.rating}
                  onRate={(rating, reason) => chat.rate(m.id, rating, reason)}
                />
              </MessageBubble>,
            ])}
            {chat.pending && (
              <>
                <MessageBubble
                  role="user"
                  text={chat.pending.message}
                  testId="chat-pending-message"
                />
                <MessageBubble
                  role="assistant"
                  text={chat.pending.answer || <Thinking />}
                  testId="chat-pending-answer"
                />
              </>
            )}
          </ol>
        )}
      </div>
      <ChatComposer
        chat={chat}
        onSend={() => {
          atBottom.current = true;
        }}
      />
    </div>
  );
}
