import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** /chat-widget?orgId=…: the embeddable chat (filled by the chatbot feature). */
export default function ChatWidgetPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orgId = params.get('orgId');
  return (
    <main className="center-page chat-widget-stub" aria-live="polite">
      {orgId ? (
        <>
          <h1>{t('stubs.chatWidget.title')}</h1>
          <p>{t('stubs.chatWidget.emptyText')}</p>
        </>
      ) : (
        <>
          <Spin />
          <p role="status">{t('stubs.chatWidget.loading')}</p>
        </>
      )}
    </main>
  );
}
