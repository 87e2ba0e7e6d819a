import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerRating, ChatTransport } from '../../api/chat';
import { CHAT_PAGE_SIZE, createChatClient } from '../../api/chat';
import type { ChatMessage } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { useToast } from '../../app/toasts';
import { mergeChats } from './history';

/** The question being asked: shown at once (optimistically), its answer filled in as it streams. */
export interface PendingExchange {
  message: string;
  answer: string;
}

export type SendResult = 'sent' | 'failed' | 'refused';

export interface Chat {
  transport: ChatTransport;
  /** The loaded conversation, oldest first. */
  messages: ChatMessage[];
  total: number;
  /** The first page is loading. */
  loading: boolean;
  loadingOlder: boolean;
  /** Older exchanges exist on the server beyond the loaded ones. */
  hasMore: boolean;
  pending: PendingExchange | null;
  sending: boolean;
  clearing: boolean;
  send(text: string): Promise<SendResult>;
  loadOlder(): Promise<void>;
  clear(): Promise<boolean>;
  /** Rates an answer (thumbs up or down, a reason with down); false when it was not saved. */
  rate(id: string, rating: AnswerRating, reason?: string): Promise<boolean>;
}

const technical = (err: unknown) => (isApiError(err) ? err.technical : err);

/** A refusal the user can act on (e.g. too many questions); server faults stay in the log. */
const shownReason = (err: unknown): string | undefined =>
  isApiError(err) && typeof err.status === 'number' && err.status >= 400 && err.status < 500
    ? err.serverMessage
    : undefined;

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * One conversation, for staff or a website visitor (spec: Chat). History is read 20 at a time
 * (offset = page × 20, newest first); a question is shown at once, its answer streams in, then
 * the history is read again; when asking fails the question is taken away again.
 */
export function useChat(transport: ChatTransport): Chat {
  const { t } = useTranslation();
  const toast = useToast();
  // The texts of the current language, without reloading the history when the language changes.
  const say = useRef({ t, toast });
  useEffect(() => {
    say.current = { t, toast };
  });
  const client = useMemo(() => createChatClient(transport), [transport]);

  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const [clearing, setClearing] = useState(false);

  // Guards that must hold within one tick (state updates land later).
  const sendingRef = useRef(false);
  const olderRef = useRef(false);
  const nextPage = useRef(1);
  const alive = useRef(new AbortController());

  useEffect(() => {
    const abort = new AbortController();
    alive.current = abort;
    nextPage.current = 1;
    setLoading(true);
    setMessages([]);
    setExhausted(false);
    client
      .history(0, abort.signal)
      .then((page) => {
        if (abort.signal.aborted) return;
        setMessages((shown) => mergeChats(shown, page.chats));
        setTotal(page.total);
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted || isAbort(err)) return;
        console.error('Failed to load chat history:', technical(err));
        say.current.toast.error(say.current.t('chat.historyFailed'));
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [client]);

  const loadOlder = useCallback(async () => {
    if (olderRef.current || loading) return;
    olderRef.current = true;
    setLoadingOlder(true);
    const signal = alive.current.signal;
    try {
      const page = await client.history(nextPage.current * CHAT_PAGE_SIZE, signal);
      if (signal.aborted) return;
      nextPage.current += 1;
      if (page.chats.length === 0) setExhausted(true);
      setMessages((shown) => mergeChats(shown, page.chats));
      setTotal(page.total);
    } catch (err) {
      if (signal.aborted || isAbort(err)) return;
      console.error('Failed to load chat history:', technical(err));
      say.current.toast.error(say.current.t('chat.historyFailed'));
    } finally {
      olderRef.current = false;
      setLoadingOlder(false);
    }
  }, [client, loading]);

  const send = useCallback(
    async (text: string): Promise<SendResult> => {
      if (!text.trim() || sendingRef.current) return 'refused';
      sendingRef.current = true;
      const signal = alive.current.signal;
      setPending({ message: text, answer: '' });
      try {
        const chat = await client.ask(
          text,
          (piece) => setPending((p) => (p ? { ...p, answer: p.answer + piece } : p)),
          signal,
        );
        if (signal.aborted) return 'sent';
        setMessages((shown) => mergeChats(shown, [chat]));
        setTotal((n) => n + 1);
        setPending(null);
        sendingRef.current = false;
        // Spec: then the history is read again (the answer above is already shown).
        try {
          const page = await client.history(0, signal);
          if (!signal.aborted) {
            setMessages((shown) => mergeChats(shown, page.chats));
            setTotal(page.total);
          }
        } catch (err) {
          if (!signal.aborted && !isAbort(err))
            console.error('Failed to reload chat history:', technical(err));
        }
        return 'sent';
      } catch (err) {
        if (signal.aborted || isAbort(err)) return 'failed';
        console.error('Failed to send message:', technical(err));
        setPending(null);
        say.current.toast.error(say.current.t('chat.sendFailed'), shownReason(err));
        return 'failed';
      } finally {
        sendingRef.current = false;
      }
    },
    [client],
  );

  const clear = useCallback(async (): Promise<boolean> => {
    if (sendingRef.current) return false;
    setClearing(true);
    try {
      await client.clear();
      setMessages([]);
      setTotal(0);
      setExhausted(false);
      nextPage.current = 1;
      say.current.toast.success(say.current.t('chat.cleared'));
      return true;
    } catch (err) {
      console.error('Failed to clear chat history:', technical(err));
      say.current.toast.error(say.current.t('chat.clearFailed'));
      return false;
    } finally {
      setClearing(false);
    }
  }, [client]);

  const rate = useCallback(
    async (id: string, rating: AnswerRating, reason = ''): Promise<boolean> => {
      try {
        const kept = await client.rate(id, rating, reason);
        setMessages((shown) =>
          shown.map((m) => (m.id === kept.chat_id ? { ...m, rating: kept.rating } : m)),
        );
        return true;
      } catch (err) {
        console.error('Failed to rate the answer:', technical(err));
        say.current.toast.error(say.current.t('chat.feedbackFailed'), shownReason(err));
        return false;
      }
    },
    [client],
  );

  return {
    transport,
    messages,
    total,
    loading,
    loadingOlder,
    hasMore: !loading && !exhausted && messages.length < total,
    pending,
    sending: pending !== null,
    clearing,
    send,
    loadOlder,
    clear,
    rate,
  };
}
