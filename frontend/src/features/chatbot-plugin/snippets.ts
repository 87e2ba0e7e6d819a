import { BASE_PATH } from '../../config';

/** The three snippets a customer pastes into their website (spec section 2, Chatbot plugin). */
export interface Snippets {
  /** The widget script with the organisation's id, for the page head. */
  main: string;
  /** Optional: colours, position and styling through Winzmail('configure', …). */
  ui: string;
  /** Optional: a floating button of the customer's own that opens and closes the chat. */
  button: string;
}

/** An org id is data pasted into HTML: only letters, digits, '_' and '-' (a UUID is). */
const SAFE_ORG_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function isSafeOrgId(orgId: string): boolean {
  return SAFE_ORG_ID.test(orgId);
}

/** Escapes a value for a double-quoted HTML attribute. */
function attribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Where the widget script is served: the provider's host below the app's base path. */
export function widgetScriptUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${BASE_PATH}/widget.js`;
}

/**
 * The snippets for an organisation, the widget loaded from `origin` (the app's own origin, e.g.
 * window.location.origin). Null when the org id is not a plain id (letters, digits, '_', '-').
 */
export function snippets(origin: string, orgId: string): Snippets | null {
  if (!isSafeOrgId(orgId)) return null;
  const src = attribute(widgetScriptUrl(origin));
  return {
    main: `<script src="${src}" data-org-id="${orgId}" async></script>`,
    ui: [
      '<script>',
      '  window.Winzmail = window.Winzmail || function () { (window.Winzmail.q = window.Winzmail.q || []).push(arguments); };',
      "  Winzmail('configure', { primaryColor: '#1677ff', position: 'bottom-right', launcher: true, title: 'Chat with us' });",
      '</script>',
    ].join('\n'),
    button:
      '<button type="button" onclick="Winzmail(\'toggle\')" style="position:fixed;bottom:24px;right:24px;z-index:2147483000">Chat with us</button>',
  };
}
