import { SaveOutlined } from '@ant-design/icons';
import { Button, InputNumber } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useSetReplayMinimumMutation } from '../../api/replay';
import { useToast } from '../../app/toasts';
import { formatPercent } from './format';
import { useLocaleTag } from './useLocaleTag';
import { Card } from '../../components/Card';

/**
 * The agreement on replay an organisation requires before auto-send may be chosen (0: none).
 * Mounted with key={value}, so a saved (or a colleague's) value replaces the draft.
 */
export function MinimumAgreement({ value }: { value: number }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const toast = useToast();
  const inputId = useId();
  const [draft, setDraft] = useState<number | null>(value);
  const [save, saving] = useSetReplayMinimumMutation();
  const submit = (minimum: number) =>
    save(minimum)
      .unwrap()
      .then(() => toast.success(t('replay.minimum.saved')))
      .catch((err: unknown) => {
        console.error('Minimum agreement not saved:', isApiError(err) ? err.technical : err);
        toast.error(
          t('replay.minimum.saveFailed'),
          isApiError(err) ? err.serverMessage : undefined,
        );
      });
  return (
    <Card className="replay-minimum" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="replay-card-title">
        {t('replay.minimum.title')}
      </h2>
      <p className="replay-hint">{t('replay.minimum.hint')}</p>
      <p className="replay-minimum-current" data-testid="replay-minimum-current">
        {value > 0
          ? t('replay.minimum.current', { value: formatPercent(value, tag) })
          : t('replay.minimum.none')}
      </p>
      <form
        className="replay-minimum-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft !== null) void submit(draft);
        }}
      >
        <label htmlFor={inputId}>{t('replay.minimum.label')}</label>
        <InputNumber<number>
          id={inputId}
          min={0}
          max={100}
          precision={0}
          value={draft}
          onChange={setDraft}
          suffix="%"
          disabled={saving.isLoading}
          data-testid="replay-minimum-input"
        />
        <Button
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={saving.isLoading}
          disabled={draft === null || draft === value}
          data-testid="replay-minimum-save"
        >
          {t('replay.minimum.save')}
        </Button>
      </form>
    </Card>
  );
}
