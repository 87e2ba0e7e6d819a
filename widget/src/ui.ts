// The widget's DOM, all inside one open shadow root. Text from the network or the visitor only
// ever goes through textContent; links only through safeHttpUrl-checked hrefs.

import { makeTheme, parseRgb, toCss, type Rgb } from './contrast.js';
import type { ChatMessage, Source } from './messages.js';
import type { WidgetOptions } from './options.js';
import type { Strings } from './strings.js';
import { CSS, FONT_STACK } from './styles.js';

export const HOST_ID = 'winzmail-chat';
export const MAX_MESSAGE = 2000;
const BUBBLE: Rgb = [240, 242, 245]; // .bubble background in styles.ts

const ICONS = {
  chat: 'M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2z',
  close:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  clear: 'M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z',
};

/** One visitor question in the log, and the answer growing under it. */
export interface Exchange {
  delta(text: string): void;
  done(chat: ChatMessage): void;
  fail(error: string): void;
}

export interface UiOptions {
  strings: Strings;
  lang: string;
  rtl: boolean;
  onSend(text: string): void;
  onClear(): void;
}

export interface Ui {
  isOpen(): boolean;
  open(): void;
  close(): void;
  apply(options: WidgetOptions, orgName: string): void;
  addHistory(chats: ChatMessage[]): void;
  ask(text: string): Exchange;
  clearMessages(): void;
  notice(error: string): void;
  setBusy(busy: boolean): void;
}

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (text !== undefined) el.textContent = text;
  return el;
}

function icon(path: string): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const p = document.createElementNS(ns, 'path');
  p.setAttribute('d', path);
  svg.appendChild(p);
  return svg;
}

/** Any valid CSS colour as sRGB: painted on a 1px canvas over white, then read back. */
function resolveColor(value: string): Rgb | null {
  try {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (ctx) {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = value;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    }
  } catch {
    // no canvas (or reading it back is blocked): fall through
  }
  return parseRgb(value);
}

/** The light-DOM host. Only it is exposed to the page's CSS, so its layout is pinned inline. */
function createHost(): HTMLDivElement {
  document.getElementById(HOST_ID)?.remove();
  const host = h('div', { id: HOST_ID });
  const pinned: Record<string, string> = {
    all: 'initial',
    display: 'block',
    position: 'fixed',
    top: '0',
    left: '0',
    width: '0',
    height: '0',
    margin: '0',
    padding: '0',
    border: '0',
    overflow: 'visible',
    visibility: 'visible',
    opacity: '1',
    'pointer-events': 'auto',
    // Each of these would make the host the containing block of the fixed-position panel.
    transform: 'none',
    translate: 'none',
    rotate: 'none',
    scale: 'none',
    filter: 'none',
    'backdrop-filter': 'none',
    perspective: 'none',
    contain: 'none',
    'container-type': 'normal',
    'will-change': 'auto',
    'content-visibility': 'visible',
    'clip-path': 'none',
    mask: 'none',
    zoom: '1',
  };
  for (const [name, value] of Object.entries(pinned))
    host.style.setProperty(name, value, 'important');
  return host;
}

export function createUi({ strings, lang, rtl, onSend, onClear }: UiOptions): Ui {
  const host = createHost();
  const shadow = host.attachShadow({ mode: 'open' });
  // Constructable sheets pass a strict style-src CSP that would block a <style> element.
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    shadow.adoptedStyleSheets = [sheet];
  } else {
    shadow.appendChild(h('style', {}, CSS));
  }

  const root = h('div', { class: 'root', lang, dir: rtl ? 'rtl' : 'ltr' });
  const panel = h('section', {
    class: 'panel',
    id: 'wz-panel',
    role: 'dialog',
    'aria-labelledby': 'wz-title',
  });
  panel.hidden = true;

  const title = h('h2', { class: 'title', id: 'wz-title' });
  const clearButton = h('button', {
    type: 'button',
    class: 'icon',
    'aria-label': strings.clear,
    title: strings.clear,
  });
  clearButton.appendChild(icon(ICONS.clear));
  const closeButton = h('button', {
    type: 'button',
    class: 'icon',
    'aria-label': strings.closeChat,
    title: strings.closeChat,
  });
  closeButton.appendChild(icon(ICONS.close));
  const header = h('div', { class: 'header' });
  header.append(title, clearButton, closeButton);

  const log = h('div', {
    class: 'log',
    role: 'log',
    'aria-live': 'polite',
    'aria-labelledby': 'wz-title',
    tabindex: '0',
  });
  const welcome = h('div', { class: 'msg bot' });
  welcome.appendChild(h('p', { class: 'bubble' }, strings.welcome));

  const form = h('form', { class: 'composer' });
  const label = h('label', { class: 'sr-only', for: 'wz-input' }, strings.typeMessage);
  const input = h('textarea', {
    id: 'wz-input',
    rows: '1',
    maxlength: String(MAX_MESSAGE),
    placeholder: strings.typeMessage,
    autocomplete: 'off',
    enterkeyhint: 'send',
  });
  const send = h('button', { type: 'submit', class: 'send' }, strings.send);
  form.append(label, input, send);
  panel.append(header, log, form);

  const launcher = h('button', {
    type: 'button',
    class: 'launcher',
    'aria-controls': 'wz-panel',
    'aria-expanded': 'false',
    'aria-label': strings.openChat,
  });
  const chatIcon = icon(ICONS.chat);
  const closeIcon = icon(ICONS.close);
  launcher.append(chatIcon, closeIcon);
  root.append(panel, launcher);
  shadow.appendChild(root);

  let busy = false;
  let launcherShown = true;
  let lastFocus: Element | null = null;
  let sourceIds = 0;

  function syncLauncher(): void {
    const open = !panel.hidden;
    launcher.hidden = !launcherShown;
    launcher.setAttribute('aria-expanded', String(open));
    launcher.setAttribute('aria-label', open ? strings.closeChat : strings.openChat);
    chatIcon.style.display = open ? 'none' : '';
    closeIcon.style.display = open ? '' : 'none';
  }

  function syncSend(): void {
    send.disabled = busy || input.value.trim() === '';
    clearButton.disabled = busy;
  }

  function fitInput(): void {
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight + 2, 120)}px`;
  }

  function nearBottom(): boolean {
    return log.scrollHeight - log.scrollTop - log.clientHeight < 48;
  }

  function toBottom(): void {
    log.scrollTop = log.scrollHeight;
  }

  /** A message element, appended to the log or inserted before `before`. */
  function message(
    kind: 'user' | 'bot',
    text: string,
    before: Node | null = null,
  ): { el: HTMLDivElement; bubble: HTMLParagraphElement } {
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

  function answer(el: HTMLElement, bubble: HTMLElement, chat: ChatMessage): void {
    el.classList.remove('thinking');
    bubble.textContent = chat.response;
    const list = sources(chat.sources);
    if (list) el.appendChild(list);
  }

  function submit(): void {
    const text = input.value.trim();
    if (busy || !text) return;
    input.value = '';
    fitInput();
    syncSend();
    onSend(text.slice(0, MAX_MESSAGE));
  }

  function focusInside(): boolean {
    return shadow.activeElement !== null;
  }

  const ui: Ui = {
    isOpen: () => !panel.hidden,
    open() {
      if (!panel.hidden) return;
      lastFocus = focusInside() ? null : document.activeElement;
      panel.hidden = false;
      syncLauncher();
      toBottom();
      input.focus();
    },
    close() {
      if (panel.hidden) return;
      const hadFocus = focusInside();
      panel.hidden = true;
      syncLauncher();
      // Return focus only when it was in the panel (a programmatic close must not steal it).
      if (hadFocus) {
        if (launcherShown) launcher.focus();
        else if (lastFocus instanceof HTMLElement && lastFocus.isConnected) lastFocus.focus();
      }
      lastFocus = null;
    },
    apply(options, orgName) {
      const primary = resolveColor(options.primaryColor) ?? [9, 88, 217];
      const text = options.textColor ? resolveColor(options.textColor) : null;
      const theme = makeTheme(primary, text, BUBBLE);
      const vars: Record<string, string> = {
        '--wz-accent': toCss(theme.accent),
        '--wz-on-accent': toCss(theme.onAccent),
        '--wz-ring': toCss(theme.ring),
        '--wz-link': toCss(theme.link),
        '--wz-x': `${options.offsetX}px`,
        '--wz-y': `${options.offsetY}px`,
        'font-family': options.fontFamily ? `${options.fontFamily}, ${FONT_STACK}` : FONT_STACK,
      };
      for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
      root.dataset.position = options.position;
      root.dataset.launcher = String(options.launcher);
      host.style.setProperty('z-index', String(options.zIndex), 'important');
      title.textContent = options.title ?? (orgName || strings.chat);
      launcherShown = options.launcher;
      syncLauncher();
    },
    addHistory(chats) {
      // Above anything asked while the history was loading.
      const before = welcome.nextSibling;
      for (const chat of chats) {
        if (chat.message) message('user', chat.message, before);
        const bot = message('bot', '', before);
        answer(bot.el, bot.bubble, chat);
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
          answer(bot.el, bot.bubble, chat);
          if (stick) toBottom();
        },
        fail(error) {
          bot.el.remove();
          user.el.classList.add('failed');
          user.el.appendChild(h('p', { class: 'error', role: 'alert', dir: 'auto' }, error));
          toBottom();
        },
      };
    },
    clearMessages() {
      log.textContent = '';
      log.appendChild(welcome);
    },
    notice(error) {
      log.appendChild(h('p', { class: 'error', role: 'alert', dir: 'auto' }, error));
      toBottom();
    },
    setBusy(value) {
      busy = value;
      log.setAttribute('aria-busy', String(value));
      syncSend();
    },
  };

  launcher.addEventListener('click', () => (panel.hidden ? ui.open() : ui.close()));
  closeButton.addEventListener('click', () => ui.close());
  clearButton.addEventListener('click', () => {
    if (!busy) onClear();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit();
  });
  input.addEventListener('input', () => {
    fitInput();
    syncSend();
  });
  input.addEventListener('keydown', (event) => {
    // Enter sends; Shift+Enter is a newline; Enter that confirms an IME composition is neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing && event.keyCode !== 229) {
      event.preventDefault();
      submit();
    }
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.stopPropagation(); // the page's own Escape handlers (its modals) are not for us
      ui.close();
    }
  });

  log.appendChild(welcome);
  ui.setBusy(false);
  syncLauncher();
  document.body.appendChild(host);
  return ui;
}
