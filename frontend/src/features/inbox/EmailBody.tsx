import { PictureOutlined } from '@ant-design/icons';
import { Button, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncomingEmail } from '../../api/contract';
import { sanitiseEmailHtml } from './sanitize';

type View = 'text' | 'html';

/** The received HTML, sanitised, in a frame that may run nothing and load nothing remote. */
function HtmlFrame({ html }: { html: string }) {
  const { t } = useTranslation();
  const [remoteImages, setRemoteImages] = useState(false);
  const { srcdoc, blockedImages } = useMemo(
    () => sanitiseEmailHtml(html, remoteImages),
    [html, remoteImages],
  );
  return (
    <div className="email-html">
      {blockedImages > 0 && (
        <div className="email-images-note" data-testid="images-blocked">
          <span>{t('inbox.imagesBlocked')}</span>
          <Button
            size="small"
            icon={<PictureOutlined />}
            onClick={() => setRemoteImages(true)}
            data-testid="show-images"
          >
            {t('inbox.showImages')}
          </Button>
        </div>
      )}
      <div className="email-frame-box">
        {/* sandbox="": no scripts, no forms, no popups, no same-origin access. */}
        <iframe
          className="email-frame"
          title={t('inbox.htmlTitle')}
          sandbox=""
          srcDoc={srcdoc}
          referrerPolicy="no-referrer"
          data-testid="email-html"
        />
      </div>
    </div>
  );
}

/** The message: its new text or its formatted original, and the quoted history on request. */
export function EmailBody({ email }: { email: IncomingEmail }) {
  const { t } = useTranslation();
  const hasText = email.body.trim() !== '';
  const hasHtml = email.body_html.trim() !== '';
  // The new text first (the history is kept apart below); the original when there is no text.
  const [view, setView] = useState<View>(hasText || !hasHtml ? 'text' : 'html');
  const [quotedOpen, setQuotedOpen] = useState(false);
  const quoted = email.quoted.trim();
  return (
    <section className="email-body" aria-label={t('inbox.bodyLabel')}>
      {hasHtml && (
        <Segmented<View>
          className="email-view-toggle"
          value={view}
          onChange={setView}
          options={[
            { value: 'text', label: t('inbox.view.text') },
            { value: 'html', label: t('inbox.view.html') },
          ]}
          data-testid="email-view"
        />
      )}
      {view === 'html' && hasHtml ? (
        <HtmlFrame html={email.body_html} />
      ) : (
        <div
          className={hasText ? 'email-text' : 'email-text inbox-missing'}
          dir="auto"
          data-testid="email-text"
        >
          {hasText ? email.body : t('inbox.noContent')}
        </div>
      )}
      {quoted && view === 'text' && (
        <div className="email-quoted">
          <Button
            type="link"
            size="small"
            aria-expanded={quotedOpen}
            onClick={() => setQuotedOpen((open) => !open)}
            data-testid="quoted-toggle"
          >
            {quotedOpen ? t('inbox.hideQuoted') : t('inbox.showQuoted')}
          </Button>
          {quotedOpen && (
            <blockquote className="email-quoted-text" dir="auto" data-testid="quoted-text">
              {quoted}
            </blockquote>
          )}
        </div>
      )}
    </section>
  );
}
