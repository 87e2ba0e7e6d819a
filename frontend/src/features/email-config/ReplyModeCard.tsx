import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReplyMode } from '../../api/contract';
import { ReplayModeFigure } from '../replay/ReplayModeFigure';
import { Card } from '../../components/Card';

const MODES: readonly ReplyMode[] = ['auto', 'draft', 'none'];

/** Auto, Draft or No Reply (the /instruction wording); saved with the mailbox settings. */
export function ReplyModeCard({ id = 'reply-mode' }: { id?: string }) {
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
        <Radio.Group className="reply-mode-options" aria-labelledby={titleId} data-testid={id}>
          {MODES.map((mode) => (
            <Radio key={mode} value={mode} className="reply-mode-option">
              <span className="reply-mode-name">{t(`emailConfig.replyMode.${mode}`)}</span>
              <span className="reply-mode-text">{t(`emailConfig.replyMode.${mode}Text`)}</span>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {mode === 'auto' && <ReplayModeFigure />}
      <p className="email-config-hint reply-mode-note">{t('emailConfig.replyMode.autoNote')}</p>
    </Card>
  );
}
