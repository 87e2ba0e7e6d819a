import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Select, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useGetWidgetSettingsQuery, useSetWidgetSettingsMutation } from '../../api/widgetSettings';
import { useToast } from '../../app/toasts';
import { Card } from '../../components/Card';

/** The chat service keeps at most this many sites per organisation. */
export const MAX_ALLOWED_WEBSITES = 20;

const technical = (err: unknown) => (isApiError(err) ? err.technical : err);

/**
 * "Allowed websites": the sites (origins) whose pages may use the chatbot; an empty list lets
 * any website use it. The server checks and normalises each address and answers the saved list.
 */
export function AllowedWebsites() {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = useGetWidgetSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, saving] = useSetWidgetSettingsMutation();
  // The list being edited; null while it is the saved one.
  const [draft, setDraft] = useState<string[] | null>(null);
  const [serverError, setServerError] = useState('');
  const loaded = settings.data !== undefined;
  const value = draft ?? settings.data?.allowed_origins ?? [];

  // One toast per failed read (the request id tells a new failure from a re-render).
  const notified = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!settings.isError || notified.current === settings.requestId) return;
    notified.current = settings.requestId;
    console.error('Failed to load widget settings:', technical(settings.error));
    toast.error(t('chatbotPlugin.origins.loadFailed'));
  }, [settings.isError, settings.requestId, settings.error, toast, t]);

  const change = (values: string[]) => {
    setServerError('');
    setDraft([...new Set(values.map((v) => v.trim()).filter(Boolean))]);
  };

  const submit = async () => {
    setServerError('');
    try {
      await save({ allowed_origins: value }).unwrap();
      setDraft(null);
      toast.success(t('chatbotPlugin.origins.saved'));
    } catch (err) {
      console.error('Failed to save widget settings:', technical(err));
      if (isApiError(err) && err.serverMessage && err.status === 400) {
        setServerError(err.serverMessage);
      }
      toast.error(t('chatbotPlugin.origins.saveFailed'));
    }
  };

  return (
    <Card className="origins-card" aria-labelledby="origins-title" data-testid="allowed-websites">
      <div className="snippet-head">
        <h2 id="origins-title" className="snippet-title">
          {t('chatbotPlugin.origins.title')}
        </h2>
        {loaded && (
          <Tag color={value.length === 0 ? 'default' : 'blue'} data-testid="origins-status">
            {value.length === 0
              ? t('chatbotPlugin.origins.any')
              : t('chatbotPlugin.origins.restricted')}
          </Tag>
        )}
      </div>
      <p className="snippet-text">{t('chatbotPlugin.origins.text')}</p>
      {settings.isError && !loaded && (
        <Alert
          type="error"
          showIcon
          className="chatbot-alert"
          title={t('chatbotPlugin.origins.loadFailedHint')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void settings.refetch()}>
              {t('chatbotPlugin.retry')}
            </Button>
          }
          data-testid="origins-load-error"
        />
      )}
      {/* A label, the field and its help: antd's Form.Item would bring the whole Form (rc-form,
          its validators, ~22 KB compressed) for one field the server checks. */}
      <div className="origins-field">
        <label htmlFor="allowed-origins" className="origins-label">
          {t('chatbotPlugin.origins.label')}
        </label>
        <Select
          id="allowed-origins"
          mode="tags"
          value={value}
          onChange={change}
          tokenSeparators={[',', ' ']}
          maxCount={MAX_ALLOWED_WEBSITES}
          placeholder={t('chatbotPlugin.origins.placeholder')}
          notFoundContent={null}
          suffixIcon={null}
          open={false}
          status={serverError ? 'error' : undefined}
          aria-describedby="origins-help"
          aria-invalid={serverError ? true : undefined}
          disabled={!loaded || saving.isLoading}
          data-testid="origins-select"
        />
        <div id="origins-help" className="origins-help">
          {serverError ? (
            <span role="alert" className="origins-help-error" data-testid="origins-error">
              {serverError}
            </span>
          ) : (
            t('chatbotPlugin.origins.format', { max: MAX_ALLOWED_WEBSITES })
          )}
        </div>
      </div>
      <Button
        type="primary"
        icon={<SaveOutlined />}
        loading={saving.isLoading}
        disabled={!loaded}
        onClick={() => void submit()}
        data-testid="origins-save"
      >
        {saving.isLoading ? t('chatbotPlugin.origins.saving') : t('chatbotPlugin.origins.save')}
      </Button>
    </Card>
  );
}
