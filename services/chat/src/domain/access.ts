/**
 * Who may use an organisation's website chat, decided by chat alone (the gateway passes the
 * page's origin and maps the status to its HTTP answer). The words are what a visitor reads.
 */
export const CHATBOT_NOT_FOUND = 'Chatbot not found.';
export const SITE_NOT_ALLOWED = 'This website is not allowed to use this chat.';
export const SESSION_NOT_VALID = 'This chat session is not valid. Please reload the page.';

/**
 * Whether a page may use the chat: any page when the organisation lists no site, else only
 * one whose origin (the browser's Origin header, '' when absent) it lists.
 */
export function originAllowed(allowed: readonly string[], origin: string): boolean {
  return allowed.length === 0 || (origin !== '' && allowed.includes(origin));
}
