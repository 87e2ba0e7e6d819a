import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GeneratedReply } from '../../api/contract';

/** The verdicts reply-generation gives a reply, as the inbox and auto-send rely on them. */
function Verdicts({ reply }: { reply: GeneratedReply }) {
  const { t } = useTranslation();
  const flags = reply.screening.flags.join(', ');
  return (
    <div className="try-verdicts" data-testid="try-verdicts">
      <Tag color={reply.grounded ? 'green' : 'orange'} data-testid="try-grounded">
        {reply.grounded ? t('promptConfig.try.grounded') : t('promptConfig.try.notGrounded')}
      </Tag>
      {reply.abstained && (
        <Tag color="blue" data-testid="try-abstained">
          {t('promptConfig.try.abstained')}
        </Tag>
      )}
      <Tag color={reply.screening.passed ? 'green' : 'red'} data-testid="try-screening">
        {reply.screening.passed
          ? t('promptConfig.try.screeningPassed')
          : flags
            ? t('promptConfig.try.screeningFlagged', { flags })
            : t('promptConfig.try.screeningFailed')}
      </Tag>
      {reply.language_note && (
        <Tag color="orange" data-testid="try-language-note">
          {t('promptConfig.try.languageNote', { note: reply.language_note })}
        </Tag>
      )}
      {/* Why a reply of true sentences is still not grounded: it answers something else. */}
      {reply.relevance && (
        <p className="try-relevance" dir="auto" data-testid="try-relevance">
          {t('promptConfig.try.relevance', { reason: reply.relevance })}
        </p>
      )}
      {reply.units_left.length > 0 && (
        <p className="try-units-left" dir="auto" data-testid="try-units-left">
          {t('promptConfig.try.unitsLeft', { units: reply.units_left.join(' · ') })}
        </p>
      )}
    </div>
  );
}

/** A generated reply: its text, the model that wrote it, its verdicts and the sources it cites. */
export default function ReplyResult({ reply }: { reply: GeneratedReply }) {
  const { t } = useTranslation();
  const sources = [...reply.sources].sort((a, b) => a.number - b.number);
  return (
    <div className="try-result" data-testid="try-result">
      <Typography.Title level={3} className="try-heading">
        {t('promptConfig.try.reply')}
      </Typography.Title>
      {/* The reply is plain text; line breaks are its paragraphs. dir=auto: an Arabic reply
          reads right to left even in an English interface. */}
      <div className="try-reply" dir="auto" data-testid="try-reply">
        {reply.text}
      </div>
      <p className="try-model" data-testid="try-model">
        {t('promptConfig.try.model', { model: reply.model })}
      </p>
      <Verdicts reply={reply} />
      <Typography.Title level={3} className="try-heading">
        {t('promptConfig.try.sources')}
      </Typography.Title>
      {sources.length === 0 ? (
        <p className="try-no-sources">{t('promptConfig.try.noSources')}</p>
      ) : (
        <ol className="try-sources" data-testid="try-sources">
          {sources.map((s) => (
            <li key={s.chunk_id} data-testid="try-source" data-number={s.number}>
              <span className="try-source-number">[{s.number}]</span>
              <span className="try-source-body">
                <span className="try-source-title">
                  <strong>{s.filename}</strong>
                  {s.heading && <> · {s.heading}</>}
                </span>
                <q className="try-source-excerpt" dir="auto">
                  {s.excerpt}
                </q>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
