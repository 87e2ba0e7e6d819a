// The message box's behaviour: it grows with its text, Enter sends (Shift+Enter is a newline),
// and what is sent is trimmed and cut to the server's limit.
import { MAX_MESSAGE, type Composer } from './panel.js';

export interface MessageBox {
  /** Whether there is something to send. */
  isEmpty(): boolean;
}

export function bindMessageBox(
  { form, input }: Composer,
  hooks: { isBusy(): boolean; onSend(text: string): void; onChange(): void },
): MessageBox {
  function fit(): void {
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight + 2, 120)}px`;
  }

  function submit(): void {
    const text = input.value.trim();
    if (hooks.isBusy() || !text) return;
    input.value = '';
    fit();
    hooks.onChange();
    hooks.onSend(text.slice(0, MAX_MESSAGE));
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit();
  });
  input.addEventListener('input', () => {
    fit();
    hooks.onChange();
  });
  input.addEventListener('keydown', (event) => {
    // Enter sends; Shift+Enter is a newline; Enter that confirms an IME composition is neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing && event.keyCode !== 229) {
      event.preventDefault();
      submit();
    }
  });

  return { isEmpty: () => input.value.trim() === '' };
}
