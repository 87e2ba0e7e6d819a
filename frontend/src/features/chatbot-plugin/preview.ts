import { BASE_PATH } from '../../config';

/** The element the widget puts on the page (its Shadow DOM host). */
export const WIDGET_HOST_ID = 'winzmail-chat';

/**
 * Loads the real widget into this page, as the main snippet does on a customer's site, and
 * returns what takes it out again: the script tag, the widget's host element and
 * window.Winzmail (so a later preview boots afresh instead of seeing itself "already included").
 */
export function injectWidget(orgId: string): () => void {
  const script = document.createElement('script');
  script.src = `${BASE_PATH}/widget.js`;
  script.async = true;
  script.setAttribute('data-org-id', orgId);
  script.setAttribute('data-winzmail-preview', '');
  document.body.appendChild(script);
  return () => {
    script.remove();
    document.getElementById(WIDGET_HOST_ID)?.remove();
    delete (window as { Winzmail?: unknown }).Winzmail;
  };
}
