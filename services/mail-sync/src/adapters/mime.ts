import EmailReplyParser from 'email-reply-parser';
import { MailParser, type AddressObject, type EmailAddress, type HeaderLines } from 'mailparser';

/** What mail-sync keeps of a message: plain, bounded strings (the raw bytes are not kept). */
export interface ParsedMessage {
  /** With angle brackets, as in the header ('' when absent). */
  message_id: string;
  in_reply_to: string;
  references: string[];
  from_address: string;
  from_name: string;
  reply_to: string;
  to: string[];
  subject: string;
  /** The new text of the message (what a reply answers). */
  body: string;
  /** The quoted history and signature below the new text. */
  quoted: string;
  /** As received (hostile: the client sanitises before showing it). */
  html: string;
  /** The Date header as ISO 8601, '' when absent or invalid. */
  date: string;
  /** The headers classification reads, lower-case names, first occurrence, unfolded. */
  headers: Record<string, string>;
}

export const LIMITS = {
  subject: 998,
  name: 200,
  address: 320,
  body: 100_000,
  quoted: 100_000,
  html: 500_000,
  header: 1_000,
  addresses: 100,
  references: 100,
} as const;

/** The headers whose presence or value marks automated, bulk or looping mail. */
export const CLASSIFY_HEADERS = [
  'auto-submitted',
  'precedence',
  'list-id',
  'list-unsubscribe',
  'list-post',
  'return-path',
  'x-auto-response-suppress',
  'x-autoreply',
  'x-autorespond',
  'content-type',
] as const;

const PARSER_OPTIONS = {
  skipTextToHtml: true,
  skipImageLinks: true,
  checksumAlgo: false as const,
  // HTML→text on a huge part costs CPU for text nobody reads past the body limit.
  maxHtmlLengthToParse: 2_000_000,
  // Header blocks of 1 MB and more occur in the wild (long Received chains, DKIM, spam).
  maxHeadSize: 4 * 1024 * 1024,
};

/**
 * Parses a raw message (or only its header block). Attachment content is read and dropped as
 * it streams by, so memory holds the text parts, never the attachments. Throws on MIME the
 * parser refuses; the caller stores such a message with a reason.
 */
export async function parseMessage(raw: Buffer): Promise<ParsedMessage> {
  const parser = new MailParser(PARSER_OPTIONS);
  let text = '';
  let html = '';
  let headerLines: HeaderLines = [];
  parser.on('headerLines', (lines) => {
    headerLines = lines;
  });
  // Every error is heard (\`on\`, and on each attachment's stream): hostile MIME may fail more
  // than once, and an unheard 'error' is a process-wide one.
  let failed: ((err: unknown) => void) | undefined;
  let failure: unknown;
  const fail = (err: unknown) => {
    failure ??= err;
    failed?.(err);
  };
  parser.on('data', (data) => {
    if (data.type === 'attachment') {
      data.content.on('error', fail);
      data.content.on('end', () => data.release?.());
      data.content.resume();
    } else {
      text = data.text ?? '';
      html = data.html ?? '';
    }
  });
  await new Promise<void>((resolve, reject) => {
    failed = reject;
    if (failure !== undefined) reject(failure);
    parser.on('error', fail);
    parser.once('end', resolve);
    parser.end(raw);
  });
  const from = firstAddress(parser.from);
  const { body, quoted } = splitReply(text);
  return {
    message_id: clip(parser.messageId ?? '', LIMITS.address),
    in_reply_to: clip(parser.inReplyTo ?? '', LIMITS.address),
    references: boundReferences(parser.references),
    from_address: clip(from?.address ?? '', LIMITS.address),
    from_name: clip(from?.name ?? '', LIMITS.name),
    reply_to: clip(firstAddress(parser.replyTo)?.address ?? '', LIMITS.address),
    to: addresses(parser.to),
    subject: clip(parser.subject ?? '', LIMITS.subject),
    body,
    quoted,
    html: clip(html, LIMITS.html),
    date: isoDate(headerValue(headerLines, 'date')),
    headers: classifyHeaders(headerLines),
  };
}

/**
 * Splits the new text from the quoted history and the signature (email-reply-parser), bounded.
 * Its patterns run over lines; the input is clipped first so a hostile body costs bounded time.
 */
export function splitReply(text: string): { body: string; quoted: string } {
  const input = clip(text.replace(/\r\n?/g, '\n'), LIMITS.body + LIMITS.quoted);
  if (!input.trim()) return { body: '', quoted: '' };
  const email = new EmailReplyParser().read(input);
  const visible = email.getVisibleText().trim();
  const hidden = email
    .getFragments()
    .filter((f) => f.isHidden())
    .map((f) => f.getContent())
    .join('\n')
    .trim();
  // A message that is all quote (a bare forward) keeps its text as the body.
  if (!visible) return { body: clip(input.trim(), LIMITS.body), quoted: '' };
  return { body: clip(visible, LIMITS.body), quoted: clip(hidden, LIMITS.quoted) };
}

/** The unfolded value of the first header named `name` ('' when absent). */
export function headerValue(lines: HeaderLines, name: string): string {
  const line = lines.find((l) => l.key === name)?.line ?? '';
  const colon = line.indexOf(':');
  if (colon < 0) return '';
  return clip(
    line
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim(),
    LIMITS.header,
  );
}

function classifyHeaders(lines: HeaderLines): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of CLASSIFY_HEADERS)
    if (lines.some((l) => l.key === name)) out[name] = headerValue(lines, name);
  return out;
}

function isoDate(value: string): string {
  if (!value) return '';
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}

const flatten = (list: EmailAddress[]): EmailAddress[] =>
  list.flatMap((a) => (a.group ? flatten(a.group) : [a]));

function firstAddress(header: AddressObject | undefined): EmailAddress | undefined {
  return header ? flatten(header.value).find((a) => a.address) : undefined;
}

function addresses(header: AddressObject | AddressObject[] | undefined): string[] {
  if (!header) return [];
  const all = (Array.isArray(header) ? header : [header]).flatMap((h) => flatten(h.value));
  return all
    .map((a) => clip(a.address ?? '', LIMITS.address))
    .filter(Boolean)
    .slice(0, LIMITS.addresses);
}

/** References: the first (the thread's root) and the latest ones, when there are too many. */
function boundReferences(refs: string | string[] | undefined): string[] {
  const list = (Array.isArray(refs) ? refs : refs ? [refs] : [])
    .map((r) => clip(r.trim(), LIMITS.address))
    .filter(Boolean);
  if (list.length <= LIMITS.references) return list;
  return [list[0]!, ...list.slice(list.length - (LIMITS.references - 1))];
}

/**
 * Bounded, and without control characters other than tab and line breaks: a NUL cannot be stored
 * by every document store (PostgreSQL-backed ones refuse it), and none of them is text.
 */
export function clip(s: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const clean = s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
  return clean.length > max ? clean.slice(0, max) : clean;
}
