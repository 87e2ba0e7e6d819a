// The widget's DOM, all inside one open shadow root. Text from the network or the visitor only
// ever goes through textContent; links only through safeHttpUrl-checked hrefs. The parts live in
// ui/: the host and its styles, the elements, the theme, the message log and the message box;
// this file joins them and owns the open/closed and busy state.

import type { ChatMessage } from './messages.js';
import type { WidgetOptions } from './options.js';
import type { Strings } from './strings.js';
import { createConversationLog, type Exchange } from './ui/conversation-log.js';
import type { Rate } from './ui/feedback.js';
import { createHandoff, type HandOff } from './ui/handoff.js';
import { attachStyledShadow, createHost } from './ui/host.js';
import { bindMessageBox } from './ui/message-box.js';
import { createPanel, type Panel } from './ui/panel.js';
import { applyTheme } from './ui/theme.js';

export type { Exchange };

export interface UiOptions {
  strings: Strings;
  lang: string;
  rtl: boolean;
  onSend(text: string): void;
  onClear(): void;
  onRate: Rate;
  onHandOff: HandOff;
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

/** The launcher shows a chat icon while the panel is closed and a close icon while it is open. */
function syncLauncher(parts: Panel, shown: boolean, strings: Strings): void {
  const open = !parts.panel.hidden;
  parts.launcher.hidden = !shown;
  parts.launcher.setAttribute('aria-expanded', String(open));
  parts.launcher.setAttribute('aria-label', open ? strings.closeChat : strings.openChat);
  parts.chatIcon.style.display = open ? 'none' : '';
  parts.closeIcon.style.display = open ? '' : 'none';
}

export function createUi({
  strings,
  lang,
  rtl,
  onSend,
  onClear,
  onRate,
  onHandOff,
}: UiOptions): Ui {
  const host = createHost();
  const shadow = attachStyledShadow(host);
  const parts = createPanel(strings, lang, rtl);
  const { panel, launcher, input, log } = parts;
  shadow.appendChild(parts.root);
  const handoff = createHandoff(strings, onHandOff);
  panel.insertBefore(handoff.el, parts.form);
  const conversation = createConversationLog(log, strings, onRate, handoff.offer);

  let busy = false;
  let launcherShown = true;
  let lastFocus: Element | null = null;

  const showLauncher = (): void => syncLauncher(parts, launcherShown, strings);
  const syncSend = (): void => {
    parts.send.disabled = busy || box.isEmpty();
    parts.clearButton.disabled = busy;
  };
  const box = bindMessageBox(parts, { isBusy: () => busy, onSend, onChange: syncSend });
  const focusInside = (): boolean => shadow.activeElement !== null;

  const ui: Ui = {
    isOpen: () => !panel.hidden,
    open() {
      if (!panel.hidden) return;
      lastFocus = focusInside() ? null : document.activeElement;
      panel.hidden = false;
      showLauncher();
      conversation.toBottom();
      input.focus();
    },
    close() {
      if (panel.hidden) return;
      const hadFocus = focusInside();
      panel.hidden = true;
      showLauncher();
      // Return focus only when it was in the panel (a programmatic close must not steal it).
      if (hadFocus) {
        if (launcherShown) launcher.focus();
        else if (lastFocus instanceof HTMLElement && lastFocus.isConnected) lastFocus.focus();
      }
      lastFocus = null;
    },
    apply(options, orgName) {
      applyTheme(parts.root, host, options);
      parts.title.textContent = options.title ?? (orgName || strings.chat);
      launcherShown = options.launcher;
      showLauncher();
    },
    addHistory: (chats) => conversation.addHistory(chats),
    ask: (text) => conversation.ask(text),
    clearMessages: () => conversation.clear(),
    notice: (error) => conversation.notice(error),
    setBusy(value) {
      busy = value;
      log.setAttribute('aria-busy', String(value));
      syncSend();
    },
  };

  launcher.addEventListener('click', () => (panel.hidden ? ui.open() : ui.close()));
  parts.closeButton.addEventListener('click', () => ui.close());
  parts.clearButton.addEventListener('click', () => {
    if (!busy) onClear();
  });
  parts.root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.stopPropagation(); // the page's own Escape handlers (its modals) are not for us
      ui.close();
    }
  });

  ui.setBusy(false);
  showLauncher();
  document.body.appendChild(host);
  return ui;
}
