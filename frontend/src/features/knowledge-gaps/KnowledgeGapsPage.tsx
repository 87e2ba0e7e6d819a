import { Alert, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useGetKnowledgeGapsQuery } from '../../api/knowledgeGaps';
import { languageInfo } from '../../i18n/languages';
import { useLoggedFailure } from '../../lib/useLoggedFailure';
import { GroupCard } from './GroupCard';
import './knowledgeGaps.css';

/**
 * /knowledge-gaps: the questions the product could not answer well, grouped by meaning, largest
 * group first as the server sends them (docs/gaps.md). Staff's answer to a group becomes a
 * knowledge-base entry, and the group leaves the queue.
 */
export default function KnowledgeGapsPage() {
  const { t, i18n } = useTranslation();
  // Read afresh on every visit: new questions arrive from mail and chat all the time.
  const gaps = useGetKnowledgeGapsQuery(undefined, { refetchOnMountOrArgChange: true });
  useLoggedFailure('knowledge gaps', gaps.error);
  const data = gaps.data;
  const total = data
    ? new Intl.NumberFormat(languageInfo(i18n.language).tag).format(data.total)
    : '';

  return (
    <div className="gaps-page">
      <header className="page-header">
        <h1>{t('gaps.title')}</h1>
        <p>{t('gaps.subtitle')}</p>
      </header>
      <p className="gaps-explanation">{t('gaps.explanation')}</p>

      {gaps.error && (
        <Alert
          type="error"
          showIcon
          data-testid="gaps-load-error"
          title={t('gaps.loadFailed')}
          description={isApiError(gaps.error) ? gaps.error.serverMessage : undefined}
        />
      )}
      {gaps.isLoading && <Skeleton active />}

      {data?.grouped_by === 'words' && (
        <Alert
          type="info"
          showIcon
          role="note"
          data-testid="gaps-words-note"
          title={t('gaps.wordsNote.title')}
          description={t('gaps.wordsNote.text')}
        />
      )}

      {data && data.groups.length === 0 && (
        <Empty description={t('gaps.empty')} data-testid="gaps-empty" />
      )}
      {data && data.groups.length > 0 && (
        <section className="gaps-groups" aria-labelledby="gaps-total">
          <h2 id="gaps-total" className="gaps-total" data-testid="gaps-total">
            {t('gaps.total', { total })}
          </h2>
          {data.groups.map((group) => (
            <GroupCard key={group.id} group={group} />
          ))}
        </section>
      )}
    </div>
  );
}
