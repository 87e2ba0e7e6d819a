import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReplay } from '../../api/replay';
import { useLoggedFailure } from '../../lib/useLoggedFailure';
import { formatCount, formatPercent } from './format';
import { useLocaleTag } from './useLocaleTag';

/** The figures only: the run and the minimum come with any page of threads. */
const FIGURES_ONLY = { offset: 0, limit: 1 } as const;

/**
 * Beside the Auto reply mode: how the mailbox's replay agreed with staff, and the minimum the
 * organisation requires before auto-send (the server refuses Auto below it and says why).
 */
export function ReplayModeFigure() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const replay = useReplay(FIGURES_ONLY);
  useLoggedFailure('replay figures', replay.error);
  const data = replay.data;
  if (!data) return null;
  const run = data.run;
  const answered = run?.counts.answered ?? 0;
  const figure =
    run && answered > 0
      ? t('replay.mode.agreed', {
          pct: formatPercent(run.figures.agreement_pct, tag),
          count: formatCount(answered, tag),
        })
      : run?.state === 'running'
        ? t('replay.mode.running')
        : run
          ? t('replay.mode.noneAnswered')
          : t('replay.mode.none');
  return (
    <div className="reply-mode-replay" data-testid="reply-mode-replay">
      <p className="email-config-hint">
        {figure} <Link to="/replay">{t('replay.mode.link')}</Link>
      </p>
      {data.min_agreement > 0 && (
        <p className="email-config-hint" data-testid="reply-mode-minimum">
          {t('replay.mode.minimum', { pct: formatPercent(data.min_agreement, tag) })}
        </p>
      )}
    </div>
  );
}
