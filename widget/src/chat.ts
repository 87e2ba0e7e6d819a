// The conversation: joins the API to the UI (send, history, clear) and decides which words a
// failure shows. Every failure is shown in the panel; none is thrown into the host page.

import { ApiError, type Api } from './api.js';
import type { Strings } from './strings.js';
import type { Ui } from './ui.js';
import type { Rate } from './ui/feedback.js';
import type { HandOff } from './ui/handoff.js';

/** What to tell the visitor: the server's own message when it sent one. */
export function errorMessage(error: unknown, strings: Strings): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 429) return strings.rateLimited;
  }
  return strings.error;
}

export interface Chat {
  loadHistory(): Promise<void>;
  send(text: string): Promise<void>;
  clear(): Promise<void>;
  /** Saves a rating of an answer; says why in the panel when it could not. */
  rate: Rate;
  /** Passes the conversation to a person; the words to show when it could not. */
  handOff: HandOff;
}

export function createChat(api: Api, getUi: () => Ui, strings: Strings): Chat {
  // Bumped by clear(): a history response that arrives after a clear must not bring it back.
  let generation = 0;
  return {
    async loadHistory() {
      const started = generation;
      try {
        const chats = await api.history();
        if (started === generation && chats.length > 0) getUi().addHistory(chats);
      } catch (error) {
        console.warn('Winzmail: could not load the conversation', error);
      }
    },
    async send(text) {
      const ui = getUi();
      ui.setBusy(true);
      const exchange = ui.ask(text);
      try {
        exchange.done(await api.ask(text, (piece) => exchange.delta(piece)));
      } catch (error) {
        exchange.fail(errorMessage(error, strings));
      } finally {
        ui.setBusy(false);
      }
    },
    async clear() {
      const ui = getUi();
      ui.setBusy(true);
      try {
        await api.clear();
        generation++;
        ui.clearMessages();
      } catch (error) {
        ui.notice(errorMessage(error, strings));
      } finally {
        ui.setBusy(false);
      }
    },
    async rate(chatId, rating, reason) {
      try {
        await api.rate(chatId, rating, reason);
        return true;
      } catch (error) {
        getUi().notice(errorMessage(error, strings));
        return false;
      }
    },
    async handOff(email) {
      try {
        await api.handOff(email);
        return null;
      } catch (error) {
        return errorMessage(error, strings);
      }
    },
  };
}
