import { ExportOutlined, FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChatSource } from '../../api/contract';

/** An address safe to link to: http or https only (never javascript:, data: …). */
export function safeHttpUrl(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const hostOf = (href: string) => new URL(href).hostname;

/**
 * The sources an answer cites, by number: a knowledge-base document opens (downloads) through
 * onOpenDocument; a scraped web page is an external link.
 */
export function SourceLinks({
  sources,
  onOpenDocument,
}: {
  sources: ChatSource[];
  onOpenDocument?: (source: ChatSource) => void;
}) {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  const ordered = [...sources].sort((a, b) => a.number - b.number);
  return (
    <div className="chat-sources">
      <span className="chat-sources-title">{t('chat.sources')}</span>
      <ol className="chat-source-list" data-testid="chat-sources">
        {ordered.map((source, index) => {
          const href = safeHttpUrl(source.url);
          const title = source.title || (href ? hostOf(href) : t('chat.untitledSource'));
          const canOpen = Boolean(source.document_id && onOpenDocument);
          return (
            <li key={`${source.number}-${index}`} className="chat-source" data-testid="chat-source">
              <span className="chat-source-number">[{source.number}]</span>
              {canOpen ? (
                <button
                  type="button"
                  className="chat-source-link"
                  onClick={() => onOpenDocument?.(source)}
                  aria-label={t('chat.openDocument', { title })}
                >
                  <FileTextOutlined aria-hidden="true" /> <span dir="auto">{title}</span>
                </button>
              ) : href ? null : (
                <span className="chat-source-title" dir="auto">
                  {title}
                </span>
              )}
              {href && (
                <a
                  className="chat-source-link"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={href}
                >
                  {canOpen ? hostOf(href) : <span dir="auto">{title}</span>}{' '}
                  <ExportOutlined aria-hidden="true" />
                  <span className="visually-hidden"> {t('chat.newTab')}</span>
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
