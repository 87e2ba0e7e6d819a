// Entry of widget.js. The customer's page loads it async with
//   <script src="https://HOST/winzmail/widget.js" data-org-id="ORG_ID" async></script>
// It installs window.Winzmail at once (replaying calls queued before it loaded), asks the
// server for the organisation's widget settings, and only then puts its one element on the page.

import {
  createTokenStore,
  isRtlLanguage,
  languageTag,
  toLanguageCode,
} from '@winzmail/browser-kit';
import { createApi } from './api.js';
import { createChat } from './chat.js';
import { installCommands, isInstalled, type CommandHost } from './commands.js';
import { DEFAULT_OPTIONS, parseOptions, type WidgetOptions } from './options.js';
import { stringsFor } from './strings.js';
import { createUi, type Ui } from './ui.js';

declare const __WINZMAIL_VERSION__: string;
const VERSION = typeof __WINZMAIL_VERSION__ === 'string' ? __WINZMAIL_VERSION__ : 'dev';

const warn = (message: string): void => console.warn(message);

const cssSupports = (property: string, value: string): boolean =>
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports(property, value);

/** This script's own tag: currentScript, else the last widget tag carrying an org id. */
function findScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.hasAttribute('data-org-id')) return current;
  const tags = document.querySelectorAll<HTMLScriptElement>(
    'script[src*="widget.js"][data-org-id]',
  );
  return tags[tags.length - 1] ?? null;
}

/** data-api-base when given (tests), else "api" beside the script: …/winzmail/api. */
function apiBase(script: HTMLScriptElement): string {
  const override = script.getAttribute('data-api-base')?.trim();
  return new URL(override || 'api', override ? document.baseURI : script.src).href;
}

function whenBody(run: () => void): void {
  if (document.body) run();
  else document.addEventListener('DOMContentLoaded', run, { once: true });
}

function boot(): void {
  const host = window as unknown as CommandHost;
  if (isInstalled(host.Winzmail)) return; // the script was included twice

  let options: WidgetOptions = { ...DEFAULT_OPTIONS };
  let ui: Ui | null = null;
  let orgName = '';
  // open/close/toggle issued before the panel exists: the state to start in.
  let startOpen = false;

  installCommands(
    host,
    {
      open: () => (ui ? ui.open() : (startOpen = true)),
      close: () => (ui ? ui.close() : (startOpen = false)),
      toggle: () => (ui ? (ui.isOpen() ? ui.close() : ui.open()) : (startOpen = !startOpen)),
      configure(input) {
        const parsed = parseOptions(input, cssSupports);
        if (parsed.ignored.length > 0) {
          warn(`Winzmail: configure ignored invalid or unknown ${parsed.ignored.join(', ')}`);
        }
        options = { ...options, ...parsed.options };
        ui?.apply(options, orgName);
      },
    },
    VERSION,
    warn,
  );

  const script = findScript();
  const orgId = script?.getAttribute('data-org-id')?.trim();
  if (!script || !orgId) {
    warn('Winzmail: the widget script has no data-org-id; the chat is not shown.');
    return;
  }

  const api = createApi({ base: apiBase(script), orgId, tokens: createTokenStore(orgId) });
  api.widgetConfig().then(
    (config) => {
      if (!config) {
        warn(`Winzmail: unknown organisation "${orgId}"; the chat is not shown.`);
        return;
      }
      orgName = config.org_name;
      const lang = toLanguageCode(config.language);
      const strings = stringsFor(lang);
      const chat = createChat(api, () => ui as Ui, strings);
      whenBody(() => {
        ui = createUi({
          strings,
          lang: languageTag(lang),
          rtl: config.rtl || isRtlLanguage(lang),
          onSend: (text) => void chat.send(text),
          onClear: () => void chat.clear(),
          onRate: (chatId, rating, reason) => chat.rate(chatId, rating, reason),
          onHandOff: (email) => chat.handOff(email),
        });
        ui.apply(options, orgName);
        if (startOpen) ui.open();
        void chat.loadHistory();
      });
    },
    (error: unknown) => warn(`Winzmail: could not load the chat settings: ${String(error)}`),
  );
}

try {
  boot();
} catch (error) {
  // Whatever happens, the customer's page keeps working.
  warn(`Winzmail: ${String(error)}`);
}
