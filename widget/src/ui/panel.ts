// The widget's elements, built once: the dialog panel (header, message log, message box) and the
// launcher button that opens it. Behaviour is attached by createUi (../ui.ts).
import type { Strings } from '../strings.js';
import { h, icon, ICONS } from './dom.js';

export const MAX_MESSAGE = 2000;

export interface Header {
  header: HTMLDivElement;
  title: HTMLHeadingElement;
  clearButton: HTMLButtonElement;
  closeButton: HTMLButtonElement;
}

export interface Composer {
  form: HTMLFormElement;
  input: HTMLTextAreaElement;
  send: HTMLButtonElement;
}

export interface Launcher {
  launcher: HTMLButtonElement;
  chatIcon: SVGSVGElement;
  closeIcon: SVGSVGElement;
}

export interface Panel extends Header, Composer, Launcher {
  /** Inside the shadow root: carries lang, dir and the theme. */
  root: HTMLDivElement;
  panel: HTMLElement;
  log: HTMLDivElement;
}

function iconButton(label: string, path: string): HTMLButtonElement {
  const button = h('button', { type: 'button', class: 'icon', 'aria-label': label, title: label });
  button.appendChild(icon(path));
  return button;
}

function createHeader(strings: Strings): Header {
  const title = h('h2', { class: 'title', id: 'wz-title' });
  const clearButton = iconButton(strings.clear, ICONS.clear);
  const closeButton = iconButton(strings.closeChat, ICONS.close);
  const header = h('div', { class: 'header' });
  header.append(title, clearButton, closeButton);
  return { header, title, clearButton, closeButton };
}

function createLogBox(): HTMLDivElement {
  return h('div', {
    class: 'log',
    role: 'log',
    'aria-live': 'polite',
    'aria-labelledby': 'wz-title',
    tabindex: '0',
  });
}

function createComposer(strings: Strings): Composer {
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
  return { form, input, send };
}

function createLauncher(strings: Strings): Launcher {
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
  return { launcher, chatIcon, closeIcon };
}

/** Every element of the widget, assembled under one root; the panel starts hidden. */
export function createPanel(strings: Strings, lang: string, rtl: boolean): Panel {
  const root = h('div', { class: 'root', lang, dir: rtl ? 'rtl' : 'ltr' });
  const panel = h('section', {
    class: 'panel',
    id: 'wz-panel',
    role: 'dialog',
    'aria-labelledby': 'wz-title',
  });
  panel.hidden = true;
  const header = createHeader(strings);
  const log = createLogBox();
  const composer = createComposer(strings);
  const launcher = createLauncher(strings);
  panel.append(header.header, log, composer.form);
  root.append(panel, launcher.launcher);
  return { root, panel, log, ...header, ...composer, ...launcher };
}
