import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReplayFilter } from '../../api/replay';

const FILTERS: readonly ReplayFilter[] = [
  'answered',
  'abstained',
  'not_grounded',
  'wrong_confident',
];
const ALL = 'all';

/** All, or one outcome; the server filters (wrong_confident: answered but disagreeing). */
export function OutcomeFilter({
  value,
  onChange,
}: {
  value: ReplayFilter | undefined;
  onChange: (value: ReplayFilter | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      className="replay-filter"
      optionType="button"
      aria-label={t('replay.filter.label')}
      value={value ?? ALL}
      onChange={(event) => {
        const chosen = event.target.value as ReplayFilter | typeof ALL;
        onChange(chosen === ALL ? undefined : chosen);
      }}
      options={[
        { value: ALL, label: t('replay.filter.all') },
        ...FILTERS.map((filter) => ({ value: filter, label: t(`replay.outcome.${filter}`) })),
      ]}
      data-testid="replay-filter"
    />
  );
}
