import { useTranslation } from 'react-i18next';
import type { ReplySource } from '../../api/contract';

/** The knowledge-base passages a drafted reply is grounded in, by their citation number. */
export function SourceList({ sources }: { sources: ReplySource[] }) {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  const ordered = [...sources].sort((a, b) => a.number - b.number);
  return (
    <section className="reply-sources" aria-labelledby="reply-sources-title">
      <h4 id="reply-sources-title" className="reply-subtitle">
        {t('inbox.sources')}
      </h4>
      <ol className="reply-source-list" data-testid="reply-sources">
        {ordered.map((s) => (
          <li key={s.chunk_id} data-testid="reply-source">
            <span className="reply-source-number">[{s.number}]</span>
            <span className="reply-source-body">
              <span className="reply-source-title">
                <strong>{s.filename}</strong>
                {s.heading && <> · {s.heading}</>}
              </span>
              <q className="reply-source-excerpt" dir="auto">
                {s.excerpt}
              </q>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
