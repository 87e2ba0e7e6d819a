import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReplayThread } from '../../api/replay';

/**
 * The thread's outcome, and for an answered one whether it agrees with staff (an abstention or
 * an ungrounded reply is not compared: docs/replay.md). Colours are replay.css's own, dark text
 * on a light tint, as antd's presets fall below the contrast axe asks for.
 */
export function OutcomeTags({ thread }: { thread: ReplayThread }) {
  const { t } = useTranslation();
  return (
    <span className="replay-tags">
      <Tag className={`replay-tag replay-tag-${thread.outcome}`} data-testid="replay-outcome">
        {t(`replay.outcome.${thread.outcome}`)}
      </Tag>
      {thread.outcome === 'answered' && (
        <Tag
          className={`replay-tag ${thread.agrees ? 'replay-tag-agrees' : 'replay-tag-disagrees'}`}
          data-testid="replay-agreement-tag"
        >
          {thread.agrees ? t('replay.agrees') : t('replay.disagrees')}
        </Tag>
      )}
    </span>
  );
}
