import { useTranslation } from 'react-i18next';
import type { GapExample } from '../../api/knowledgeGaps';
import { languageInfo } from '../../i18n/languages';
import { formatDateTime } from '../../lib/format';

/**
 * The group's newest questions, when they were asked and staff's answer when there is one. Every
 * text is rendered as text: questions come from anyone, never markup to interpret.
 */
export function ExampleList({ examples }: { examples: GapExample[] }) {
  const { t, i18n } = useTranslation();
  const tag = languageInfo(i18n.language).tag;
  return (
    <section className="gaps-examples">
      <h4 className="gaps-subtitle">{t('gaps.examples')}</h4>
      <ol className="gaps-example-list">
        {examples.map((example) => (
          <li
            key={`${example.source}:${example.reference_id}`}
            className="gaps-example"
            data-testid="gap-example"
          >
            <p className="gaps-question" dir="auto" data-testid="gap-question">
              {example.question}
            </p>
            <p className="gaps-meta">
              {t(`gaps.sources.${example.source}`)} ·{' '}
              <time dateTime={example.occurred_at}>
                {formatDateTime(example.occurred_at, tag) ?? example.occurred_at}
              </time>
            </p>
            {example.answer.trim() && (
              <div className="gaps-answer" data-testid="gap-answer">
                <span className="gaps-answer-label">{t('gaps.staffAnswer')}</span>
                <p className="gaps-answer-text" dir="auto">
                  {example.answer}
                </p>
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
