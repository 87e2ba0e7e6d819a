import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetReplyModeMutation } from '../../api/accounts';
import type { ReplyMode } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { useToast } from '../../app/toasts';
import { ReplyModeCard } from './ReplyModeCard';

/** The Reply Mode card of a Gmail or Outlook mailbox: each choice is saved at once. */
export function ApiReplyMode({ mode }: { mode: ReplyMode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [setMode, saving] = useSetReplyModeMutation();
  const [form] = Form.useForm<{ reply_mode: ReplyMode }>();
  return (
    <Form
      form={form}
      name="reply-mode"
      initialValues={{ reply_mode: mode }}
      disabled={saving.isLoading}
      onValuesChange={(changed: { reply_mode?: ReplyMode }) => {
        if (!changed.reply_mode) return;
        setMode(changed.reply_mode)
          .unwrap()
          .then(() => toast.success(t('emailConfig.saved')))
          .catch((err: unknown) => {
            console.error('Reply mode not saved:', isApiError(err) ? err.technical : err);
            form.setFieldValue('reply_mode', mode);
            // The server says why (e.g. Auto below the organisation's minimum agreement on replay).
            toast.error(
              t('emailConfig.saveFailed'),
              isApiError(err) ? err.serverMessage : undefined,
            );
          });
      }}
    >
      <ReplyModeCard id="api-reply-mode" disabled={saving.isLoading} />
    </Form>
  );
}
