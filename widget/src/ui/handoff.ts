// Handoff to a person: a small "Talk to a person" link under the log (and after an answer that
// abstained) opens a form for an email address; once sent, a confirmation replaces it. The
// address goes into the confirmation as text only (textContent), never as markup.
import type { Strings } from '../strings.js';
import { h } from './dom.js';

/** Passes the conversation on: null when done, else the words to show. */
export type HandOff = (email: string) => Promise<string | null>;

export interface Handoff {
  /** The always-there link and, once opened, the form or the confirmation. */
  el: HTMLElement;
  /** A link that opens the same form (shown after an answer that abstained). */
  offer(): HTMLButtonElement;
}

export function createHandoff(strings: Strings, handOff: HandOff): Handoff {
  const el = h('div', { class: 'ho' });
  const link = (): HTMLButtonElement => {
    const button = h('button', { type: 'button', class: 'ho-link' }, strings.talkToPerson);
    button.addEventListener('click', open);
    return button;
  };
  const always = link();
  el.appendChild(always);
  let input: HTMLInputElement | null = null;
  let done = false;

  function open(): void {
    if (done) return;
    if (input) return input.focus();
    const form = h('form', { class: 'ho-form' });
    const label = h('label', { for: 'wz-ho-email' }, strings.yourEmail);
    const field = h('input', {
      id: 'wz-ho-email',
      type: 'email',
      required: '',
      maxlength: '254',
      autocomplete: 'email',
    });
    const send = h('button', { type: 'submit', class: 'fb-send' }, strings.send);
    const error = h('p', { class: 'error', role: 'alert' });
    const row = h('div', { class: 'ho-row' });
    row.append(field, send);
    form.append(label, row, error);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const email = field.value.trim();
      if (!email || send.disabled) return;
      send.disabled = true;
      void handOff(email).then((failed) => {
        send.disabled = false;
        if (failed) {
          error.textContent = failed;
          return;
        }
        done = true;
        el.replaceChildren(
          h('p', { class: 'ho-done', role: 'status' }, strings.handedOff.replace('{email}', email)),
        );
      });
    });
    always.hidden = true;
    el.appendChild(form);
    input = field;
    field.focus();
  }

  return { el, offer: link };
}
