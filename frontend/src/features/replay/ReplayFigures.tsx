import { useTranslation } from 'react-i18next';
import type { ReplayRun } from '../../api/replay';
import { formatCount, formatPercent, NO_FIGURE } from './format';
import { useLocaleTag } from './useLocaleTag';

function Figure({
  testId,
  label,
  value,
  hint,
  tone,
}: {
  testId: string;
  label: string;
  value: string;
  hint: string;
  tone?: 'warning';
}) {
  return (
    <div className={`replay-figure${tone ? ` replay-figure-${tone}` : ''}`} data-testid={testId}>
      <span className="replay-figure-label">{label}</span>
      <span className="replay-figure-value">{value}</span>
      <span className="replay-figure-hint">{hint}</span>
    </div>
  );
}

/**
 * Would-have-answered, agreement and wrong-but-confident (docs/replay.md), each with the counts
 * behind it. A figure without a denominator (no thread, nothing answered) is "—", not 0%.
 */
export function ReplayFigures({ run }: { run: ReplayRun }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { counts, figures } = run;
  const n = (value: number) => formatCount(value, tag);
  const pct = (value: number, denominator: number) =>
    denominator > 0 ? formatPercent(value, tag) : NO_FIGURE;
  const wrong = counts.answered - counts.agreed;
  return (
    <section className="replay-figures" aria-label={t('replay.figures.label')}>
      <Figure
        testId="replay-would-answer"
        label={t('replay.figures.wouldAnswer')}
        value={pct(figures.would_answer_pct, counts.threads)}
        hint={t('replay.figures.wouldAnswerHint', {
          answered: n(counts.answered),
          threads: n(counts.threads),
        })}
      />
      <Figure
        testId="replay-agreement"
        label={t('replay.figures.agreement')}
        value={pct(figures.agreement_pct, counts.answered)}
        hint={t('replay.figures.agreementHint', {
          agreed: n(counts.agreed),
          answered: n(counts.answered),
        })}
      />
      <Figure
        testId="replay-wrong-confident"
        label={t('replay.figures.wrong')}
        value={pct(figures.wrong_confident_pct, counts.threads)}
        hint={t('replay.figures.wrongHint', { wrong: n(wrong), threads: n(counts.threads) })}
        tone={wrong > 0 ? 'warning' : undefined}
      />
    </section>
  );
}
