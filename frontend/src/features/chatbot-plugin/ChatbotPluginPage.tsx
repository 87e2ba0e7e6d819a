import { BookOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Switch } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors';
import { useGetPromptQuery } from '../../api/prompt';
import { widgetSettingsApi } from '../../api/widgetSettings';
import { useToast } from '../../app/toasts';
import { AllowedWebsites } from './AllowedWebsites';
import { injectWidget } from './preview';
import { SnippetCard } from './SnippetCard';
import { snippets } from './snippets';
import './chatbot-plugin.css';
import { Card } from '../../components/Card';

/** The option the toggle button makes unnecessary (shown as code, never translated). */
const LAUNCHER_OFF = 'launcher: false';
const MARK = '\u0000';

/** A translated sentence with `code` (untranslated) set as code where MARK stands. */
function withCode(sentence: string, code: string) {
  const [before, after = ''] = sentence.split(MARK);
  return (
    <>
      {before}
      <code>{code}</code>
      {after}
    </>
  );
}

/**
 * /chatbot-plugin: the snippets that put the chat on a customer's website (the organisation's id
 * from GET /prompt/), a live preview on this page, and the websites allowed to use the chat.
 */
export default function ChatbotPluginPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const prompt = useGetPromptQuery(undefined, { refetchOnMountOrArgChange: true });
  // Read by AllowedWebsites; here only to warn when the list leaves this page out.
  const widget = widgetSettingsApi.endpoints.getWidgetSettings.useQueryState();
  const [preview, setPreview] = useState(false);

  const origin = window.location.origin;
  const orgId = prompt.data?.org_id?.trim() ?? '';
  const codes = useMemo(() => (orgId ? snippets(origin, orgId) : null), [origin, orgId]);
  // No answer at all, or an id that cannot be put in a page as it is.
  const failed = (prompt.isError && prompt.data === undefined) || (orgId !== '' && codes === null);

  // One toast per failed read (the request id tells a new failure from a re-render).
  const notified = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!failed || notified.current === prompt.requestId) return;
    notified.current = prompt.requestId;
    console.error(
      'Could not fetch organization ID:',
      prompt.isError && isApiError(prompt.error) ? prompt.error.technical : 'not a plain id',
    );
    toast.error(t('chatbotPlugin.orgIdError'));
  }, [failed, prompt.requestId, prompt.isError, prompt.error, toast, t]);

  // The preview lives while the switch is on and the page is open.
  const previewOrg = preview && codes ? orgId : '';
  useEffect(() => (previewOrg ? injectWidget(previewOrg) : undefined), [previewOrg]);

  const allowed = widget.data?.allowed_origins ?? [];
  const blocked = allowed.length > 0 && !allowed.includes(origin);

  let body;
  if (prompt.isLoading) {
    body = <Skeleton active paragraph={{ rows: 6 }} data-testid="chatbot-loading" />;
  } else if (failed) {
    body = (
      <Alert
        type="error"
        showIcon
        className="chatbot-alert"
        title={t('chatbotPlugin.orgIdError')}
        description={t('chatbotPlugin.orgIdErrorHint')}
        action={
          <Button
            size="small"
            icon={<ReloadOutlined />}
            loading={prompt.isFetching}
            onClick={() => void prompt.refetch()}
          >
            {t('chatbotPlugin.retry')}
          </Button>
        }
        data-testid="org-id-error"
      />
    );
  } else if (!codes) {
    body = (
      <Alert
        type="warning"
        showIcon
        className="chatbot-alert"
        title={t('chatbotPlugin.noOrgId')}
        description={<Link to="/prompt-config">{t('chatbotPlugin.noOrgIdLink')}</Link>}
        data-testid="org-id-missing"
      />
    );
  } else {
    body = (
      <>
        <SnippetCard
          id="main"
          title={t('chatbotPlugin.main.title')}
          text={t('chatbotPlugin.main.text')}
          code={codes.main}
        />
        <SnippetCard
          id="ui"
          title={t('chatbotPlugin.ui.title')}
          text={t('chatbotPlugin.ui.text')}
          code={codes.ui}
        />
        <SnippetCard
          id="button"
          title={t('chatbotPlugin.button.title')}
          text={t('chatbotPlugin.button.text')}
          code={codes.button}
          hint={withCode(t('chatbotPlugin.button.hint', { option: MARK }), LAUNCHER_OFF)}
        />
        <Card className="snippet-card" aria-labelledby="preview-title" data-testid="preview">
          <div className="snippet-head">
            <h2 id="preview-title" className="snippet-title">
              <EyeOutlined aria-hidden="true" /> {t('chatbotPlugin.preview.title')}
            </h2>
          </div>
          <p className="snippet-text">{t('chatbotPlugin.preview.text')}</p>
          <div className="preview-switch">
            <Switch
              id="chatbot-preview"
              checked={preview}
              onChange={setPreview}
              data-testid="preview-switch"
            />
            <label htmlFor="chatbot-preview">{t('chatbotPlugin.preview.label')}</label>
          </div>
          {blocked && (
            <Alert
              type="info"
              showIcon
              className="preview-blocked"
              title={t('chatbotPlugin.preview.blocked', { origin })}
              data-testid="preview-blocked"
            />
          )}
        </Card>
      </>
    );
  }

  return (
    <div className="chatbot-page">
      <header className="page-header chatbot-header">
        <div>
          <h1>{t('pages.chatbotPlugin')}</h1>
          <p>{t('chatbotPlugin.subtitle')}</p>
        </div>
        <Link to="/instruction" className="chatbot-guide-link" data-testid="instruction-link">
          <BookOutlined aria-hidden="true" /> {t('chatbotPlugin.instructionsLink')}
        </Link>
      </header>
      <div className="chatbot-sections">
        {body}
        <AllowedWebsites />
      </div>
    </div>
  );
}
