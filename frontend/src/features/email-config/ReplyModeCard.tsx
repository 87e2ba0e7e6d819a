import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReplyMode } from '../../api/contract';
import { ReplayModeFigure } from '../replay/ReplayModeFigure';
import { Card } from '../../components/Card';

const MODES: readonly ReplyMode[] = ['auto', 'draft', 'none'];

/**
 * The three modes as browser radio buttons in a radiogroup (antd's Radio, ~3.5 KB compressed, is
 * more than the page's first load can carry); Form.Item gives the value and takes the change.
 */
function ModeChoice({
  name,
  labelledBy,
  testId,
  value,
  onChange,
  disabled,
}: {
  name: string;
  labelledBy: string;
  testId: string;
  value?: ReplyMode;
  onChange?: (value: ReplyMode) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      className="reply-mode-options"
      aria-labelledby={labelledBy}
      data-testid={testId}
    >
      {MODES.map((mode) => (
        <label
          key={mode}
          className={
            value === mode ? 'reply-mode-option reply-mode-option-checked' : 'reply-mode-option'
          }
        >
          <input
            type="radio"
            name={name}
            value={mode}
            checked={value === mode}
            disabled={disabled}
            onChange={() => onChange?.(mode)}
          />
          <span>
            <span className="reply-mode-name">{t(`emailConfig.replyMode.${mode}`)}</span>
            <span className="reply-mode-text">{t(`emailConfig.replyMode.${mode}Text`)}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

/** Auto, Draft or No Reply (the /instruction wording); saved with the mailbox settings. */
export function ReplyModeCard({
  id = 'reply-mode',
  disabled,
}: {
  id?: string;
  /** As its form: off while loading or saving. */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  // The card lives in its form: the choice shown (saved or not yet) decides the replay line.
  const mode = Form.useWatch<ReplyMode | undefined>('reply_mode');
  return (
    <Card className="reply-mode-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="email-config-card-title">
        {t('emailConfig.replyMode.title')}
      </h2>
      <p className="email-config-hint">{t('emailConfig.replyMode.hint')}</p>
      <Form.Item name="reply_mode" noStyle>
        <ModeChoice name={id} labelledBy={titleId} testId={id} disabled={disabled} />
      </Form.Item>
      {mode === 'auto' && <ReplayModeFigure />}
      <p className="email-config-hint reply-mode-note">{t('emailConfig.replyMode.autoNote')}</p>
    </Card>
  );
}
