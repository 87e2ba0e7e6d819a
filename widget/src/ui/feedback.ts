// Thumbs up / down under an answer. Thumbs down is kept at once, then a small box offers an
// optional reason (sent as a second rating that replaces the first); a short thanks follows.
// The reason is only ever a textarea's value: nothing the visitor types becomes markup.
import type { ChatRating } from '../api-types.js';
import type { ChatMessage } from '../messages.js';
import type { Strings } from '../strings.js';
import { h, icon, ICONS } from './dom.js';

/** Saves a rating; false when it was not saved (the caller has said why). */
export type Rate = (chatId: string, rating: ChatRating, reason: string) => Promise<boolean>;

/** The server's limit on a reason (characters). */
const MAX_REASON = '500';

export function createFeedback(strings: Strings, chat: ChatMessage, rate: Rate): HTMLElement {
  let current = chat.rating;
  const box = h('div', { class: 'fb' });
  const row = h('div', { class: 'fb-row', role: 'group', 'aria-label': strings.rateAnswer });
  const thumb = (label: string, path: string): HTMLButtonElement => {
    const button = h('button', { type: 'button', class: 'fb-thumb', 'aria-label': label });
    button.appendChild(icon(path));
    return button;
  };
  const up = thumb(strings.helpful, ICONS.up);
  const down = thumb(strings.notHelpful, ICONS.down);
  const thanks = h('span', { class: 'fb-thanks', role: 'status' });
  row.append(up, down, thanks);

  box.append(row);
  // The reason box is made on the first thumbs down: most answers are never rated.
  let why: { form: HTMLFormElement; reason: HTMLTextAreaElement; send: HTMLButtonElement } | null =
    null;
  const reasonBox = () => {
    if (why) return why;
    const form = h('form', { class: 'fb-why' });
    const reason = h('textarea', {
      'aria-label': strings.whatWasWrong,
      placeholder: strings.whatWasWrong,
      maxlength: MAX_REASON,
      rows: '1',
      dir: 'auto',
    });
    const send = h('button', { type: 'submit', class: 'fb-send' }, strings.send);
    form.append(reason, send);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = reason.value.trim();
      if (text) void save('down', text).then((saved) => saved && thank());
    });
    box.appendChild(form);
    return (why = { form, reason, send });
  };

  const show = (): void => {
    up.setAttribute('aria-pressed', String(current === 'up'));
    down.setAttribute('aria-pressed', String(current === 'down'));
  };
  const setDisabled = (disabled: boolean): void => {
    up.disabled = down.disabled = disabled;
    if (why) why.send.disabled = disabled;
  };
  const save = async (rating: ChatRating, reason: string): Promise<boolean> => {
    setDisabled(true);
    const saved = await rate(chat.id, rating, reason);
    setDisabled(false);
    if (saved) current = rating;
    show();
    return saved;
  };
  const thank = (): void => {
    why?.form.remove();
    why = null;
    thanks.textContent = strings.thanks;
  };

  up.addEventListener('click', () => {
    void save('up', '').then((saved) => saved && thank());
  });
  down.addEventListener('click', () => {
    void save('down', '').then((saved) => {
      if (!saved) return;
      thanks.textContent = '';
      reasonBox().reason.focus();
    });
  });
  show();
  return box;
}
