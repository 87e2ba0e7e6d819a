import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GapSource } from '../../api/knowledgeGaps';

/** The group's sources, each once, as the examples show them (newest first). */
export function SourceTags({ sources }: { sources: readonly GapSource[] }) {
  const { t } = useTranslation();
  const distinct = [...new Set(sources)];
  return (
    <span className="gaps-tags" data-testid="gap-sources">
      {distinct.map((source) => (
        <Tag key={source} className={`gaps-tag gaps-tag-${source}`}>
          {t(`gaps.sources.${source}`)}
        </Tag>
      ))}
    </span>
  );
}
