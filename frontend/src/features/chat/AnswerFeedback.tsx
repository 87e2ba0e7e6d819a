import { DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { TextArea } from '../../components/inputs';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerRating } from '../../api/chat';

/** The server's limit on a reason (characters); it refuses longer ones. */
const MAX_REASON_CHARS = 500;

/**
 * Thumbs up / down under an answer. Thumbs down is kept at once, then offers an optional reason
 * (sent as a second rating that replaces the first); either way a short thank-you follows.
 */
export function AnswerFeedback({
  rating,
  onRate,
}: {
  rating?: AnswerRating;
  onRate: (rating: AnswerRating, reason?: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [thanked, setThanked] = useState(false);

  const rate = async (next: AnswerRating, why = '') => {
    setBusy(true);
    const saved = await onRate(next, why);
    setBusy(false);
    return saved;
  };

  const thumb = async (next: AnswerRating) => {
    if (!(await rate(next))) return;
    setAsking(next === 'down');
    setThanked(next === 'up');
    setReason('');
  };

  const sendReason = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await rate('down', reason.trim()))) return;
    setAsking(false);
    setThanked(true);
  };

  return (
    <div className="chat-feedback" data-testid="chat-feedback">
      <div className="chat-feedback-thumbs" role="group" aria-label={t('chat.rateAnswer')}>
        <Button
          type="text"
          size="small"
          icon={rating === 'up' ? <LikeFilled /> : <LikeOutlined />}
          aria-label={t('chat.rateUp')}
          aria-pressed={rating === 'up'}
          disabled={busy}
          onClick={() => void thumb('up')}
          data-testid="chat-rate-up"
        />
        <Button
          type="text"
          size="small"
          icon={rating === 'down' ? <DislikeFilled /> : <DislikeOutlined />}
          aria-label={t('chat.rateDown')}
          aria-pressed={rating === 'down'}
          disabled={busy}
          onClick={() => void thumb('down')}
          data-testid="chat-rate-down"
        />
        {thanked && (
          <span className="chat-feedback-thanks" role="status" data-testid="chat-feedback-thanks">
            {t('chat.feedbackThanks')}
          </span>
        )}
      </div>
      {asking && (
        <form className="chat-feedback-reason" onSubmit={(e) => void sendReason(e)}>
          <label className="visually-hidden" htmlFor={reasonId}>
            {t('chat.reasonLabel')}
          </label>
          <TextArea
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('chat.reasonPlaceholder')}
            maxLength={MAX_REASON_CHARS}
            autoSize={{ minRows: 1, maxRows: 4 }}
            dir="auto"
            autoFocus
            data-testid="chat-feedback-reason"
          />
          <Button
            htmlType="submit"
            size="small"
            type="primary"
            loading={busy}
            disabled={!reason.trim()}
            data-testid="chat-feedback-send"
          >
            {t('chat.sendReason')}
          </Button>
        </form>
      )}
    </div>
  );
}
