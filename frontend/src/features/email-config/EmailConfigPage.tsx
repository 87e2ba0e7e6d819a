import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailConfig } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { useGetEmailConfigQuery, useSetEmailConfigMutation } from '../../api/mailbox';
import { useToast } from '../../app/toasts';
import type { MailboxFormValues } from './form';
import { bodyOf, fieldErrors, valuesOf } from './form';
import { ApiReplyMode } from './ApiReplyMode';
import { MailAccounts } from './MailAccounts';
import { MailboxStatus } from './LazyMailboxStatus';
import { ReplyModeCard } from './ReplyModeCard';
import { ServerFields } from './ServerFields';
import './email-config.css';
import { Card } from '../../components/Card';

/** While mail-sync is (re)connecting after a save, its state is read again this often. */
const CONNECTING_POLL_MS = 2000;

/**
 * /email-config: the mailbox the AI answers — Gmail or Outlook by sign-in, or IMAP/SMTP by its
 * settings — and its reply mode (spec sections 2, 3, 5, 8, 9).
 */
export default function EmailConfigPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<MailboxFormValues>();
  const [pollMs, setPollMs] = useState(0);
  const config = useGetEmailConfigQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: pollMs,
  });
  const [save, saving] = useSetEmailConfigMutation();
  const saved = config.data ?? null;
  const configured = saved !== null;
  // A Gmail or Outlook mailbox has no server form, unless the picker chose IMAP/SMTP instead.
  const [imapChosen, setImapChosen] = useState(false);
  const apiMailbox = saved !== null && saved.provider !== 'imap';
  const showForm = !apiMailbox || imapChosen;

  // Poll only while the mailbox is connecting: the answer to a save says "connecting" and the
  // watcher reports connected or the error a moment later.
  const state = saved?.mailbox.state;
  useEffect(() => setPollMs(state === 'connecting' ? CONNECTING_POLL_MS : 0), [state]);

  /** Shows a configuration as the form's untouched state (edits and errors dropped). */
  const show = useCallback(
    (value: EmailConfig | null) =>
      form.setFields(
        Object.entries(valuesOf(value)).map(([name, v]) => ({
          name: name as keyof MailboxFormValues,
          value: v,
          errors: [],
          touched: false,
        })),
      ),
    [form],
  );

  // A newer saved configuration (first read, a colleague's change) replaces the form unless
  // the user is editing it; a polled state update with the same settings leaves it alone.
  const loading = config.isUninitialized || config.isLoading;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (loading) return;
    const key = JSON.stringify(valuesOf(saved));
    if (shown.current === key) return;
    shown.current = key;
    if (!form.isFieldsTouched()) show(saved);
  }, [saved, loading, form, show]);

  const submit = async (values: MailboxFormValues) => {
    try {
      const answer = await save(bodyOf(values)).unwrap();
      show(answer);
      toast.success(t('emailConfig.saved'));
    } catch (err) {
      console.error('Failed to save email configuration:', isApiError(err) ? err.technical : err);
      // An HTTP answer carries the server's clear reason (wrong password, host not found …);
      // anything else (network, unexpected) is the spec's second message.
      if (isApiError(err) && typeof err.status === 'number') {
        if (err.fields) form.setFields(fieldErrors(err.fields));
        toast.error(t('emailConfig.saveFailed'), err.serverMessage);
      } else {
        toast.error(t('emailConfig.saveError'));
      }
    }
  };

  return (
    <div className="email-config-page">
      <header className="page-header email-config-header">
        <div>
          <h1>{t('pages.emailConfig')}</h1>
          <p>{t('emailConfig.subtitle')}</p>
        </div>
        <span
          className={
            configured
              ? 'config-badge config-badge-plain config-badge-on'
              : 'config-badge config-badge-plain'
          }
          data-testid="email-config-badge"
        >
          {configured ? t('emailConfig.configured') : t('emailConfig.notConfigured')}
        </span>
      </header>
      <MailAccounts saved={saved} onChooseImap={() => setImapChosen(true)} />
      {apiMailbox && !imapChosen && <ApiReplyMode key={saved.reply_mode} mode={saved.reply_mode} />}
      <Form<MailboxFormValues>
        hidden={!showForm}
        form={form}
        name="mailbox"
        layout="vertical"
        requiredMark={false}
        disabled={loading || saving.isLoading}
        onFinish={(values) => void submit(values)}
      >
        <div className="email-config-columns">
          <Card className="email-config-settings" aria-labelledby="mailbox-settings-title">
            <h2 id="mailbox-settings-title" className="email-config-card-title">
              {t('emailConfig.settingsTitle')}
            </h2>
            <p className="email-config-hint">{t('emailConfig.settingsHint')}</p>
            {saved && !apiMailbox && <MailboxStatus mailbox={saved.mailbox} />}
            <ServerFields form={form} passwordStored={configured} />
          </Card>
          <ReplyModeCard disabled={loading || saving.isLoading} />
        </div>
        <div className="email-config-actions">
          <Button
            icon={<UndoOutlined />}
            onClick={() => show(saved)}
            disabled={saving.isLoading}
            data-testid="email-config-reset"
          >
            {t('emailConfig.reset')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={saving.isLoading}
            data-testid="email-config-save"
          >
            {saving.isLoading ? t('emailConfig.saving') : t('emailConfig.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
