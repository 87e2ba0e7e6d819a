import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GapGroup } from '../../api/knowledgeGaps';
import { languageInfo } from '../../i18n/languages';
import { formatDateTime } from '../../lib/format';
import { AddEntryButton } from './AddEntryButton';
import { draftFromGroup } from './draft';
import { ExampleList } from './ExampleList';
import { SourceTags } from './SourceTags';
import { TrendLabel } from './TrendLabel';

/** One group of questions that mean the same: how often, the trend, where from, the newest. */
export function GroupCard({ group }: { group: GapGroup }) {
  const { t, i18n } = useTranslation();
  const tag = languageInfo(i18n.language).tag;
  const titleId = useId();
  const count = new Intl.NumberFormat(tag).format(group.count);
  const newest = formatDateTime(group.newest_at, tag) ?? group.newest_at;
  return (
    <article className="gaps-group" aria-labelledby={titleId} data-testid="gap-group">
      <header className="gaps-group-head">
        <h3 id={titleId} className="gaps-group-title" dir="auto">
          {group.examples[0]?.question ?? ''}
        </h3>
        <SourceTags sources={group.examples.map((e) => e.source)} />
      </header>
      <div className="gaps-group-facts">
        <span className="gaps-count" data-testid="gap-count">
          {t('gaps.asked', { times: count })}
        </span>
        <TrendLabel group={group} />
        <span className="gaps-newest">
          {t('gaps.lastAsked')} <time dateTime={group.newest_at}>{newest}</time>
        </span>
      </div>
      <ExampleList examples={group.examples} />
      <div className="gaps-group-actions">
        <AddEntryButton draft={draftFromGroup(group)} />
      </div>
    </article>
  );
}
