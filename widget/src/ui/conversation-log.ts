// The message log: the welcome line, past exchanges, and each new question with its answer
// growing under it while it streams. The log stays scrolled to the bottom unless the visitor
// scrolled up to read.
import type { ChatMessage, Source } from '../messages.js';
import type { Strings } from '../strings.js';
import { h } from './dom.js';
import { createFeedback, type Rate } from './feedback.js';

/** One visitor question in the log, and the answer growing under it. */
export interface Exchange {
  delta(text: string): void;
  done(chat: ChatMessage): void;
  fail(error: string): void;
}

export interface ConversationLog {
  /** Past exchanges, oldest first, above anything asked while they were loading. */
  addHistory(chats: ChatMessage[]): void;
  ask(text: string): Exchange;
  clear(): void;
  notice(error: string): void;
  toBottom(): void;
}

interface Bubble {
  el: HTMLDivElement;
  bubble: HTMLParagraphElement;
}

/** `rate`: the thumbs under each stored answer; `offer`: a person, after one that abstained. */
export function createConversationLog(
  log: HTMLElement,
  strings: Strings,
  rate: Rate,
  offer: () => HTMLElement,
): ConversationLog {
  const welcome = h('div', { class: 'msg bot' });
  welcome.appendChild(h('p', { class: 'bubble' }, strings.welcome));
  let sourceIds = 0;

  const nearBottom = (): boolean => log.scrollHeight - log.scrollTop - log.clientHeight < 48;
  const toBottom = (): void => {
    log.scrollTop = log.scrollHeight;
  };

  /** A message element, appended to the log or inserted before `before`. */
  function message(kind: 'user' | 'bot', text: string, before: Node | null = null): Bubble {
    const el = h('div', { class: `msg ${kind}` });
    // dir=auto: an English answer inside a Hebrew panel (or the reverse) still reads correctly.
    const bubble = h('p', { class: 'bubble', dir: 'auto' }, text);
    el.appendChild(bubble);
    log.insertBefore(el, before);
    return { el, bubble };
  }

  function sources(list: Source[]): HTMLElement | null {
    if (list.length === 0) return null;
    const id = `wz-sources-${++sourceIds}`;
    const box = h('div', { class: 'sources' });
    const ol = h('ol', { 'aria-labelledby': id });
    for (const source of list) {
      const li = h('li');
      if (source.number !== undefined) li.setAttribute('value', String(source.number));
      li.appendChild(
        h(
          'a',
          { href: source.url, target: '_blank', rel: 'noopener noreferrer', dir: 'auto' },
          source.title,
        ),
      );
      ol.appendChild(li);
    }
    box.append(h('p', { id }, strings.sources), ol);
    return box;
  }

  function answer({ el, bubble }: Bubble, chat: ChatMessage): void {
    el.classList.remove('thinking');
    bubble.textContent = chat.response;
    const list = sources(chat.sources);
    if (list) el.appendChild(list);
    if (chat.id) el.appendChild(createFeedback(strings, chat, rate));
    if (chat.abstained) el.appendChild(offer());
  }

  const errorLine = (error: string): HTMLParagraphElement =>
    h('p', { class: 'error', role: 'alert', dir: 'auto' }, error);

  log.appendChild(welcome);

  return {
    addHistory(chats) {
      const before = welcome.nextSibling;
      for (const chat of chats) {
        if (chat.message) message('user', chat.message, before);
        answer(message('bot', '', before), chat);
      }
      toBottom();
    },
    ask(text) {
      const user = message('user', text);
      const bot = message('bot', strings.thinking);
      bot.el.classList.add('thinking');
      toBottom();
      let streamed = '';
      return {
        delta(piece) {
          const stick = nearBottom();
          bot.el.classList.remove('thinking');
          streamed += piece;
          bot.bubble.textContent = streamed;
          if (stick) toBottom();
        },
        done(chat) {
          const stick = nearBottom();
          answer(bot, chat);
          if (stick) toBottom();
        },
        fail(error) {
          bot.el.remove();
          user.el.classList.add('failed');
          user.el.appendChild(errorLine(error));
          toBottom();
        },
      };
    },
    clear() {
      log.textContent = '';
      log.appendChild(welcome);
    },
    notice(error) {
      log.appendChild(errorLine(error));
      toBottom();
    },
    toBottom,
  };
}
