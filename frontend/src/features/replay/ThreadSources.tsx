import { useTranslation } from 'react-i18next';
import type { ReplayThread } from '../../api/replay';
import { safeHttpUrl } from '../chat/SourceLinks';

/** The knowledge the AI's reply rests on: a title, linked only when it is an http(s) page. */
export function ThreadSources({ sources }: { sources: ReplayThread['sources'] }) {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  return (
    <div className="replay-sources">
      <h5 className="replay-subtitle">{t('replay.sources')}</h5>
      <ul data-testid="replay-sources">
        {sources.map((source, index) => {
          const href = safeHttpUrl(source.url);
          const title = source.title || href || t('replay.untitledSource');
          return (
            <li key={`${index}-${source.url}`} data-testid="replay-source">
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" dir="auto">
                  {title}
                </a>
              ) : (
                <span dir="auto">{title}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
