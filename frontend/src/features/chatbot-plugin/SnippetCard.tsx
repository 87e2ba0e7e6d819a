import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toasts';
import { Card } from '../../components/Card';

/** One read-only snippet: a title, what it is for, the code and a Copy button. */
export function SnippetCard({
  id,
  title,
  text,
  code,
  hint,
}: {
  id: string;
  title: string;
  text: string;
  code: string;
  hint?: ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    try {
      // Absent outside secure contexts: the same failure as a refused permission.
      if (!navigator.clipboard) throw new Error('No clipboard access');
      await navigator.clipboard.writeText(code);
      toast.success(t('chatbotPlugin.copied'));
    } catch (err) {
      console.error('The snippet was not copied:', err);
      toast.error(t('chatbotPlugin.copyFailed'), t('chatbotPlugin.copyFailedText'));
    }
  };
  const titleId = `snippet-${id}-title`;
  return (
    <Card className="snippet-card" aria-labelledby={titleId} data-testid={`snippet-${id}`}>
      <div className="snippet-head">
        <h2 id={titleId} className="snippet-title">
          {title}
        </h2>
        <Button
          icon={<CopyOutlined />}
          onClick={() => void copy()}
          aria-label={t('chatbotPlugin.copyLabel', { title })}
          data-testid={`copy-${id}`}
        >
          {t('chatbotPlugin.copy')}
        </Button>
      </div>
      <p className="snippet-text">{text}</p>
      {/* Focusable so a keyboard user can scroll a long line; never editable. */}
      <pre className="snippet-code" tabIndex={0} aria-labelledby={titleId}>
        <code data-testid={`code-${id}`}>{code}</code>
      </pre>
      {hint && <p className="snippet-hint">{hint}</p>}
    </Card>
  );
}
