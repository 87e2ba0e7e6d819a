import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GapGroup } from '../../api/knowledgeGaps';

type Trend = 'up' | 'down' | 'steady';

const trendOf = (group: Pick<GapGroup, 'this_week' | 'last_week'>): Trend =>
  group.this_week > group.last_week ? 'up' : group.this_week < group.last_week ? 'down' : 'steady';

const ICONS: Record<Trend, typeof ArrowUpOutlined> = {
  up: ArrowUpOutlined,
  down: ArrowDownOutlined,
  steady: MinusOutlined,
};

/** This week against last week: an arrow, a word and the two counts (never colour alone). */
export function TrendLabel({ group }: { group: GapGroup }) {
  const { t } = useTranslation();
  const trend = trendOf(group);
  const Icon = ICONS[trend];
  return (
    <span className={`gaps-trend gaps-trend-${trend}`} data-testid="gap-trend" data-trend={trend}>
      <Icon aria-hidden="true" />
      <strong>{t(`gaps.trend.${trend}`)}</strong>
      <span>{t('gaps.trend.weeks', { thisWeek: group.this_week, lastWeek: group.last_week })}</span>
    </span>
  );
}
