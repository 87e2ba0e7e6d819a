import { RobotOutlined } from '@ant-design/icons';
import { ConfigProvider, Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ChatTransport } from '../../api/chat';
import { fetchWidgetConfig } from '../../api/chat';
import type { WidgetConfig } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { LANGUAGE_KEY } from '../../config';
import { currentLanguage, initI18n } from '../../i18n';
import { isLanguageCode } from '../../i18n/languages';
import { ChatConversation } from '../chat/ChatConversation';
import { ClearChatButton } from '../chat/ClearChatButton';
import { useChat } from '../chat/useChat';
import '../chat/chat.css';
import { HandoffPanel } from './HandoffPanel';

function Loading() {
  const { t } = useTranslation();
  return (
    <main className="center-page chat-widget-loading" aria-live="polite">
      <Spin />
      <p role="status">{t('chatWidget.loading')}</p>
    </main>
  );
}

/**
 * The page speaks the organisation's language unless the visitor chose one (app-language).
 * Nothing is stored. Switched before the chat shows: antd remounts the app when its locale
 * changes, which would start the conversation twice.
 */
async function adoptOrgLanguage(language: string): Promise<void> {
  if (!isLanguageCode(language) || language === currentLanguage()) return;
  try {
    if (window.localStorage.getItem(LANGUAGE_KEY)) return;
  } catch {
    // no storage: nothing chosen
  }
  await initI18n(language);
}

/** The organisation's chat as a website visitor has it: Org-Token and Visitor-Token, no login. */
function WidgetChat({ orgId, config }: { orgId: string; config: WidgetConfig }) {
  const { t } = useTranslation();
  const transport = useMemo<ChatTransport>(() => ({ kind: 'visitor', orgId }), [orgId]);
  const chat = useChat(transport);
  const dir = config.rtl ? 'rtl' : 'ltr';
  return (
    <ConfigProvider direction={dir}>
      <main className="chat-widget-page" dir={dir} data-testid="chat-widget">
        <header className="chat-widget-header">
          <RobotOutlined className="chat-widget-logo" aria-hidden="true" />
          <div className="chat-widget-titles">
            <h1 dir="auto">{config.org_name}</h1>
            <p>{t('chatWidget.subtitle')}</p>
          </div>
          <ClearChatButton chat={chat} />
        </header>
        <ChatConversation chat={chat} audience="visitor" />
        <HandoffPanel orgId={orgId} />
      </main>
    </ConfigProvider>
  );
}

/** /chat-widget?orgId=…: the public, full-page chat of one organisation (spec section 2). */
export default function ChatWidgetPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orgId = params.get('orgId')?.trim() || null;
  const [config, setConfig] = useState<WidgetConfig | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!orgId) return;
    const abort = new AbortController();
    setConfig(null);
    setFailed(false);
    fetchWidgetConfig(orgId, abort.signal)
      .then(async (loaded) => {
        await adoptOrgLanguage(loaded.language);
        if (!abort.signal.aborted) setConfig(loaded);
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Failed to load chat widget:', isApiError(err) ? err.technical : err);
        setFailed(true);
      });
    return () => abort.abort();
  }, [orgId]);

  useEffect(() => {
    if (!config) return;
    const before = document.title;
    document.title = config.org_name;
    return () => {
      document.title = before;
    };
  }, [config]);

  // Spec: without an orgId the page only says it is loading.
  if (!orgId) return <Loading />;
  if (failed)
    return (
      <main className="center-page">
        <Result
          status="warning"
          title={t('chatWidget.unavailableTitle')}
          subTitle={t('chatWidget.unavailableText')}
        />
      </main>
    );
  if (!config) return <Loading />;
  return <WidgetChat orgId={orgId} config={config} />;
}
