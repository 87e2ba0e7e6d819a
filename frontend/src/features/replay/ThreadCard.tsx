import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplayThread } from '../../api/replay';
import { formatDateTime } from '../../lib/format';
import { OutcomeTags } from './OutcomeTags';
import { ThreadFacts } from './ThreadFacts';
import { ThreadSources } from './ThreadSources';
import { useLocaleTag } from './useLocaleTag';

/**
 * One replayed thread: the customer's question, staff's reply and the AI's side by side. Every
 * text is rendered as text — these are emails from anyone, never markup to interpret.
 */
export function ThreadCard({ thread }: { thread: ReplayThread }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const titleId = useId();
  const { question } = thread;
  const sender = question.from_name
    ? `${question.from_name} <${question.from_address}>`
    : question.from_address;
  const when = (value: string) => formatDateTime(value, tag) ?? value;
  return (
    <article className="replay-thread" aria-labelledby={titleId} data-testid="replay-thread">
      <header className="replay-thread-head">
        <h3 id={titleId} className="replay-thread-subject" dir="auto">
          {question.subject || t('replay.noSubject')}
        </h3>
        <OutcomeTags thread={thread} />
      </header>
      <div className="replay-columns">
        <section className="replay-column" data-testid="replay-question">
          <h4 className="replay-subtitle">{t('replay.question')}</h4>
          <p className="replay-meta">
            <span dir="auto">{sender}</span> ·{' '}
            <time dateTime={question.date}>{when(question.date)}</time>
          </p>
          <p className="replay-text" dir="auto">
            {question.body}
          </p>
        </section>
        <section className="replay-column" data-testid="replay-staff">
          <h4 className="replay-subtitle">{t('replay.staffReply')}</h4>
          <p className="replay-meta">
            <time dateTime={thread.replied_at}>{when(thread.replied_at)}</time>
          </p>
          <p className="replay-text" dir="auto">
            {thread.staff_reply}
          </p>
        </section>
        <section className="replay-column replay-column-ai" data-testid="replay-ai">
          <h4 className="replay-subtitle">{t('replay.aiReply')}</h4>
          <p className="replay-text" dir="auto">
            {thread.ai_reply || t('replay.noAiReply')}
          </p>
          <ThreadSources sources={thread.sources} />
        </section>
      </div>
      <ThreadFacts thread={thread} />
    </article>
  );
}
