import { Alert, Form, Modal } from 'antd';
import { TextArea } from '../../components/inputs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useAddGapEntryMutation } from '../../api/knowledgeGaps';
import { useToast } from '../../app/toasts';
import type { EntryDraft } from './draft';
import { MAX_ANSWER_CHARS, MAX_QUESTION_CHARS } from './draft';
import './addEntry.css';

interface EntryValues {
  question: string;
  answer: string;
}

const FIELDS: readonly (keyof EntryValues)[] = ['question', 'answer'];

/**
 * The question and staff's answer, both editable, saved as a knowledge-base entry (a "Q&A – …"
 * document). Opened from a group of the queue and from a replied email in the Inbox. Mounted
 * while open only, so each opening starts from its draft.
 */
export default function AddEntryModal({
  draft,
  onClose,
}: {
  draft: EntryDraft;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<EntryValues>();
  const [add, adding] = useAddGapEntryMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (values: EntryValues) => {
    setFailure(null);
    try {
      const entry = await add({
        question: values.question,
        answer: values.answer,
        ...(draft.emailId ? { email_id: draft.emailId } : {}),
      }).unwrap();
      toast.success(t('gaps.added', { name: entry.document.filename }));
      onClose();
    } catch (err) {
      console.error('Knowledge-base entry not added:', isApiError(err) ? err.technical : err);
      const fields = isApiError(err) ? (err.fields ?? {}) : {};
      form.setFields(
        FIELDS.filter((name) => fields[name]).map((name) => ({
          name,
          errors: [fields[name] ?? ''],
        })),
      );
      setFailure((isApiError(err) && err.serverMessage) || t('gaps.modal.failed'));
    }
  };

  const tooLong = (max: number) => ({ max, message: t('gaps.modal.tooLong', { max }) });
  return (
    <Modal
      open
      title={t('gaps.modal.title')}
      okText={t('gaps.modal.save')}
      cancelText={t('gaps.modal.cancel')}
      okButtonProps={{ loading: adding.isLoading, id: 'gap-entry-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      className="gaps-modal"
    >
      <p className="gaps-modal-hint">{t('gaps.modal.hint')}</p>
      <Form<EntryValues>
        form={form}
        layout="vertical"
        initialValues={{ question: draft.question, answer: draft.answer }}
        onFinish={(values) => void save(values)}
        requiredMark={false}
      >
        <Form.Item
          name="question"
          label={t('gaps.modal.question')}
          rules={[
            { required: true, whitespace: true, message: t('gaps.modal.questionRequired') },
            tooLong(MAX_QUESTION_CHARS),
          ]}
        >
          <TextArea
            autoSize={{ minRows: 2, maxRows: 6 }}
            count={{ show: true, max: MAX_QUESTION_CHARS }}
            dir="auto"
            data-testid="gap-entry-question"
          />
        </Form.Item>
        <Form.Item
          name="answer"
          label={t('gaps.modal.answer')}
          rules={[
            { required: true, whitespace: true, message: t('gaps.modal.answerRequired') },
            tooLong(MAX_ANSWER_CHARS),
          ]}
        >
          <TextArea
            autoSize={{ minRows: 4, maxRows: 14 }}
            count={{ show: true, max: MAX_ANSWER_CHARS }}
            dir="auto"
            data-testid="gap-entry-answer"
          />
        </Form.Item>
      </Form>
      {failure && (
        <Alert type="error" showIcon title={failure} data-testid="gap-entry-error" role="alert" />
      )}
    </Modal>
  );
}
