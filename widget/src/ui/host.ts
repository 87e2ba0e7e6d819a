// The widget's one element on the customer's page, and the shadow root that keeps the page's CSS
// out of everything inside it.
import { CSS } from '../styles.js';
import { h } from './dom.js';

export const HOST_ID = 'winzmail-chat';

/** The light-DOM host. Only it is exposed to the page's CSS, so its layout is pinned inline. */
export function createHost(): HTMLDivElement {
  document.getElementById(HOST_ID)?.remove();
  const host = h('div', { id: HOST_ID });
  const pinned: Record<string, string> = {
    all: 'initial',
    display: 'block',
    position: 'fixed',
    top: '0',
    left: '0',
    width: '0',
    height: '0',
    margin: '0',
    padding: '0',
    border: '0',
    overflow: 'visible',
    visibility: 'visible',
    opacity: '1',
    'pointer-events': 'auto',
    // Each of these would make the host the containing block of the fixed-position panel.
    transform: 'none',
    translate: 'none',
    rotate: 'none',
    scale: 'none',
    filter: 'none',
    'backdrop-filter': 'none',
    perspective: 'none',
    contain: 'none',
    'container-type': 'normal',
    'will-change': 'auto',
    'content-visibility': 'visible',
    'clip-path': 'none',
    mask: 'none',
    zoom: '1',
  };
  for (const [name, value] of Object.entries(pinned))
    host.style.setProperty(name, value, 'important');
  return host;
}

/** An open shadow root on `host`, carrying the widget's styles. */
export function attachStyledShadow(host: HTMLElement): ShadowRoot {
  const shadow = host.attachShadow({ mode: 'open' });
  // Constructable sheets pass a strict style-src CSP that would block a <style> element.
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    shadow.adoptedStyleSheets = [sheet];
  } else {
    shadow.appendChild(h('style', {}, CSS));
  }
  return shadow;
}
