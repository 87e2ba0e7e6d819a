import { lazy, Suspense } from 'react';
import { ExperimentOutlined } from '@ant-design/icons';
import { Button, Empty, Form } from 'antd';
import { Input, TextArea } from '../../components/inputs';
import { useTranslation } from 'react-i18next';
import type { PromptTryBody } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { useTryPromptMutation } from '../../api/prompt';
import { useToast } from '../../app/toasts';
import { SAMPLE_LIMITS } from './options';
import { Card } from '../../components/Card';

// The answer's view (antd Typography with it) loads with the first answer.
const ReplyResult = lazy(() => import('./ReplyResult'));

interface SampleEmail {
  subject: string;
  body: string;
}

/**
 * "Try it": answers a sample email with the settings as they stand in the form, saved or not.
 * Nothing is stored or sent; the answer shows the reply, its verdicts and the sources it used.
 */
export function TryPanel({
  settings,
  onFieldErrors,
}: {
  /** The style form's current values, or null when they do not validate. */
  settings: () => Promise<PromptTryBody['config'] | null>;
  /** Server field errors about the style ("config.tone") go back to the style form. */
  onFieldErrors: (fields: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<SampleEmail>();
  const [tryPrompt, attempt] = useTryPromptMutation();

  const run = async () => {
    const config = await settings();
    const sample = await form.validateFields().catch(() => null);
    if (!config || !sample) return;
    try {
      await tryPrompt({ config, subject: sample.subject ?? '', body: sample.body }).unwrap();
    } catch (err) {
      console.error(isApiError(err) ? err.technical : err);
      if (isApiError(err) && err.fields) {
        const { body, subject, ...rest } = err.fields;
        form.setFields(
          Object.entries({ body, subject })
            .filter((e): e is [string, string] => typeof e[1] === 'string')
            .map(([name, message]) => ({ name: name as keyof SampleEmail, errors: [message] })),
        );
        onFieldErrors(rest);
      }
      toast.error(t('promptConfig.try.failed'));
    }
  };

  return (
    <Card className="prompt-try" aria-labelledby="prompt-try-title">
      <h2 id="prompt-try-title" className="prompt-card-title">
        <ExperimentOutlined aria-hidden="true" /> {t('promptConfig.try.title')}
      </h2>
      <p className="prompt-card-hint">{t('promptConfig.try.hint')}</p>
      <Form<SampleEmail>
        form={form}
        name="try"
        layout="vertical"
        requiredMark={false}
        initialValues={{
          subject: t('promptConfig.try.sampleSubject'),
          body: t('promptConfig.try.sampleBody'),
        }}
      >
        <Form.Item name="subject" label={t('promptConfig.try.subject')}>
          <Input maxLength={SAMPLE_LIMITS.subject} data-testid="try-subject" />
        </Form.Item>
        <Form.Item
          name="body"
          label={t('promptConfig.try.body')}
          rules={[
            { required: true, whitespace: true, message: t('promptConfig.try.bodyRequired') },
          ]}
        >
          <TextArea
            autoSize={{ minRows: 5, maxRows: 12 }}
            maxLength={SAMPLE_LIMITS.body}
            data-testid="try-body"
          />
        </Form.Item>
        <Button
          type="primary"
          icon={<ExperimentOutlined />}
          loading={attempt.isLoading}
          onClick={() => void run()}
          data-testid="try-submit"
        >
          {attempt.isLoading ? t('promptConfig.try.running') : t('promptConfig.try.submit')}
        </Button>
      </Form>
      <div className="try-output" aria-live="polite" aria-busy={attempt.isLoading}>
        {attempt.data ? (
          <Suspense fallback={null}>
            <ReplyResult reply={attempt.data} />
          </Suspense>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('promptConfig.try.empty')} />
        )}
      </div>
    </Card>
  );
}
