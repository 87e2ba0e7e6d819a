import DOMPurify from 'dompurify';

// An email's HTML is hostile: it is shown only after DOMPurify, inside an iframe with an empty
// sandbox (no scripts, forms, popups or same-origin access) whose own policy loads nothing but
// inline styles and data: images — remote images (trackers) only when the reader asks.

export interface SanitisedEmail {
  /** A whole document for the iframe's srcdoc. */
  srcdoc: string;
  /** Remote images left out (the reader may choose to show them). */
  blockedImages: number;
}

const FORBID_TAGS = [
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'meta',
  'link',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'audio',
  'video',
  'source',
  'track',
  'picture',
];
/** Attributes that fetch something, submit something or mislead about where a link goes. */
const FORBID_ATTR = ['srcset', 'action', 'formaction', 'ping', 'background', 'poster', 'lowsrc'];

/** https: or protocol-relative (the frame inherits the app's https origin as its base). */
const REMOTE_HTTPS = /^(https:)?\/\//i;
const DATA_IMAGE = /^data:image\//i;

const policy = (remoteImages: boolean) =>
  `default-src 'none'; style-src 'unsafe-inline'; img-src data:${remoteImages ? ' https:' : ''}`;

/** Readable defaults for mail written without styles; the mail's own styles come after. */
const BASE_STYLE =
  'body{margin:0;padding:12px;font:14px/1.5 system-ui,sans-serif;color:#111827;' +
  'overflow-wrap:anywhere}img{max-width:100%;height:auto}';

export function sanitiseEmailHtml(html: string, remoteImages = false): SanitisedEmail {
  let blockedImages = 0;
  const images = (node: Element) => {
    if (node.tagName !== 'IMG') return;
    const src = node.getAttribute('src') ?? '';
    if (DATA_IMAGE.test(src)) return;
    const remote = REMOTE_HTTPS.test(src);
    if (remote && remoteImages) return;
    if (remote) blockedImages += 1;
    // Also gone for good: cid: (attachments are not kept) and plain http: images.
    node.removeAttribute('src');
  };
  DOMPurify.addHook('afterSanitizeAttributes', images);
  let clean: string;
  try {
    clean = DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS,
      FORBID_ATTR,
      ALLOW_DATA_ATTR: false,
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', images);
  }
  // <base target=_blank>: a click on a link asks for a new window, which the sandbox refuses,
  // instead of loading the page inside the frame.
  const srcdoc =
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${policy(remoteImages)}">` +
    `<base target="_blank"><style>${BASE_STYLE}</style></head><body>${clean}</body></html>`;
  return { srcdoc, blockedImages };
}
