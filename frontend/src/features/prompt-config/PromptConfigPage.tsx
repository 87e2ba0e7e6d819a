import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Form } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromptFields, PromptTryBody } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { useGetPromptQuery, useSetPromptMutation } from '../../api/prompt';
import { useToast } from '../../app/toasts';
import { fieldsOf, formErrors } from './options';
import { StyleForm } from './StyleForm';
import { TryPanel } from './TryPanel';
import './prompt-config.css';
import { Card } from '../../components/Card';

const technical = (err: unknown) => (isApiError(err) ? err.technical : err);

/** /prompt-config: the reply style shared by email replies and the chatbot, and a try-it panel. */
export default function PromptConfigPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<PromptFields>();
  // Read afresh on every visit: a colleague may have changed the style meanwhile.
  const prompt = useGetPromptQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, saving] = useSetPromptMutation();

  // Every successful read (first load, Reload, the answer to Save) replaces what the form shows,
  // edits and field errors included. The timestamp changes even when the data does not.
  const { data, fulfilledTimeStamp } = prompt;
  useEffect(() => {
    if (!data) return;
    form.setFields(
      Object.entries(fieldsOf(data)).map(([name, value]) => ({
        name: name as keyof PromptFields,
        value,
        errors: [],
      })),
    );
  }, [form, data, fulfilledTimeStamp]);

  // One toast per failed read (the request id tells a new failure from a re-render).
  const notified = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!prompt.isError || notified.current === prompt.requestId) return;
    notified.current = prompt.requestId;
    console.error('Failed to load prompt configuration:', technical(prompt.error));
    toast.error(t('promptConfig.loadFailed'));
  }, [prompt.isError, prompt.requestId, prompt.error, toast, t]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await save(values).unwrap();
      toast.success(t('promptConfig.saved'));
    } catch (err) {
      console.error('Failed to save prompt configuration:', technical(err));
      if (isApiError(err) && err.fields) form.setFields(formErrors(err.fields));
      toast.error(t('promptConfig.saveFailed'));
    }
  };

  // The try-it panel answers with the form as it stands, saved or not.
  const settings = useCallback(async (): Promise<PromptTryBody['config'] | null> => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return null;
    return Object.fromEntries(
      Object.entries(values).filter(([, v]) => v !== undefined),
    ) as PromptTryBody['config'];
  }, [form]);
  const showFieldErrors = useCallback(
    (fields: Record<string, string>) =>
      form.setFields(
        formErrors(
          Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [k.replace(/^config\./, ''), v]),
          ),
        ),
      ),
    [form],
  );

  const loaded = data !== undefined;
  return (
    <div className="prompt-page">
      <header className="page-header">
        <h1>{t('pages.promptConfig')}</h1>
        <p>{t('promptConfig.subtitle')}</p>
      </header>
      {prompt.isError && !loaded && (
        <Alert
          type="error"
          showIcon
          className="prompt-load-error"
          title={t('promptConfig.loadFailedHint')}
          data-testid="prompt-load-error"
        />
      )}
      <div className="prompt-columns">
        <Card className="prompt-settings" aria-labelledby="prompt-settings-title">
          <h2 id="prompt-settings-title" className="prompt-card-title">
            {t('promptConfig.settingsTitle')}
          </h2>
          <p className="prompt-card-hint">{t('promptConfig.settingsHint')}</p>
          <StyleForm form={form} disabled={!loaded || saving.isLoading} />
          <div className="prompt-actions">
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={saving.isLoading}
              disabled={!loaded}
              onClick={() => void submit()}
              data-testid="prompt-save"
            >
              {saving.isLoading ? t('promptConfig.saving') : t('promptConfig.save')}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              loading={prompt.isFetching}
              disabled={saving.isLoading}
              onClick={() => void prompt.refetch()}
              data-testid="prompt-reload"
            >
              {t('promptConfig.reload')}
            </Button>
          </div>
        </Card>
        <TryPanel settings={settings} onFieldErrors={showFieldErrors} />
      </div>
    </div>
  );
}
