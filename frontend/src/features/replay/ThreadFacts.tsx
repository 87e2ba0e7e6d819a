import { useTranslation } from 'react-i18next';
import type { ReplayThread } from '../../api/replay';

const KINDS = ['shared', 'missing', 'conflicting'] as const;

/** The facts behind the agreement (docs/replay.md), and why a reply is not grounded. */
export function ThreadFacts({ thread }: { thread: ReplayThread }) {
  const { t } = useTranslation();
  const kinds = KINDS.filter((kind) => thread[kind].length > 0);
  if (kinds.length === 0 && !thread.relevance) return null;
  return (
    <div className="replay-facts" data-testid="replay-facts">
      {kinds.length > 0 && (
        <dl>
          {kinds.map((kind) => (
            <div key={kind} className={`replay-facts-${kind}`} data-testid={`replay-facts-${kind}`}>
              <dt>{t(`replay.facts.${kind}`)}</dt>
              <dd>
                {thread[kind].map((fact) => (
                  <span key={fact} className="replay-fact" dir="auto">
                    {fact}
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {thread.relevance && (
        <p className="replay-relevance" data-testid="replay-relevance">
          <strong>{t('replay.relevance')}</strong> <span dir="auto">{thread.relevance}</span>
        </p>
      )}
    </div>
  );
}
