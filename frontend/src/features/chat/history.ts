import type { ChatMessage } from '../../api/contract';

const time = (chat: ChatMessage): number => {
  const value = Date.parse(chat.created_at);
  return Number.isNaN(value) ? 0 : value;
};

/**
 * The conversation shown, oldest first, after a page of history arrives (pages come newest
 * first). Each exchange appears once — a page read after new messages were added overlaps the
 * ones already loaded — with the newest copy of its fields.
 */
export function mergeChats(shown: ChatMessage[], page: ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const chat of shown) byId.set(chat.id, chat);
  for (const chat of [...page].reverse()) byId.set(chat.id, chat);
  // Array.prototype.sort is stable: exchanges written in the same millisecond keep their order.
  return [...byId.values()].sort((a, b) => time(a) - time(b));
}
