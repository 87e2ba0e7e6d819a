import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row } from 'antd';
import { lazy, Suspense } from 'react';
import { Input, Password } from '../../components/inputs';
import type { FormInstance, FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailboxFormValues } from './form';
import { PRESETS, presetMatching } from './presets';

// Only a few presets carry a note; antd's Alert (~3 KB compressed) comes with the first of them.
const PresetNote = lazy(() => import('./PresetNote'));

/** The same limits as the gateway's EmailConfigBody. */
const HOST = /^[A-Za-z0-9.:[\]-]+$/;
const MAX_PASSWORD = 1024;

/** A port box's value: the whole number typed, blank as no value, anything else as typed. */
function portValue(event: { target: { value: string } }): number | string | undefined {
  const text = event.target.value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/**
 * Quick setup, the IMAP/SMTP servers, the address and the (app) password. `passwordStored`: a
 * password is saved, so this one may stay blank (spec section 5).
 */
export function ServerFields({
  form,
  passwordStored,
}: {
  form: FormInstance<MailboxFormValues>;
  passwordStored: boolean;
}) {
  const { t } = useTranslation();
  const servers = {
    imap_host: Form.useWatch('imap_host', form),
    imap_port: Form.useWatch('imap_port', form),
    smtp_host: Form.useWatch('smtp_host', form),
    smtp_port: Form.useWatch('smtp_port', form),
  };
  const chosen = presetMatching(servers);

  // Each host's error gives an example of its own kind (imap.… or smtp.…).
  const hostRules = (message: string): FormRule[] => [
    { required: true, whitespace: true, message },
    { pattern: HOST, message, transform: (v: string) => v?.trim() },
  ];
  const portRules: FormRule[] = [
    { required: true, message: t('emailConfig.errors.port') },
    { type: 'integer', min: 1, max: 65535, message: t('emailConfig.errors.port') },
  ];
  // A text box for digits (antd's InputNumber is ~8 KB compressed more): the form holds the
  // number typed, or the text as typed when it is not a whole number, which the rules refuse.
  const port = (name: 'imap_port' | 'smtp_port', label: string) => (
    <Form.Item name={name} label={label} rules={portRules} getValueFromEvent={portValue}>
      <Input inputMode="numeric" maxLength={5} autoComplete="off" className="port-input" />
    </Form.Item>
  );

  return (
    <>
      <section className="presets" aria-labelledby="presets-title">
        <h3 id="presets-title" className="email-config-subtitle">
          {t('emailConfig.presets.title')}
        </h3>
        <p className="email-config-hint">{t('emailConfig.presets.hint')}</p>
        <div className="preset-list" data-testid="presets">
          {PRESETS.map((preset) => (
            <Button
              key={preset.id}
              size="small"
              type={chosen?.id === preset.id ? 'primary' : 'default'}
              aria-pressed={chosen?.id === preset.id}
              onClick={() =>
                form.setFields(
                  (['imap_host', 'imap_port', 'smtp_host', 'smtp_port'] as const).map((name) => ({
                    name,
                    value: preset[name],
                    errors: [],
                    touched: true,
                  })),
                )
              }
            >
              {preset.name}
            </Button>
          ))}
        </div>
        {chosen?.note && (
          <Suspense fallback={null}>
            <PresetNote text={t(`emailConfig.presets.${chosen.note}`)} />
          </Suspense>
        )}
      </section>

      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <Form.Item
            name="imap_host"
            label={t('emailConfig.fields.imapHost')}
            rules={hostRules(t('emailConfig.errors.host'))}
          >
            <Input placeholder="imap.example.com" autoComplete="off" spellCheck={false} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          {port('imap_port', t('emailConfig.fields.imapPort'))}
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item
            name="smtp_host"
            label={t('emailConfig.fields.smtpHost')}
            rules={hostRules(t('emailConfig.errors.smtpHost'))}
          >
            <Input placeholder="smtp.example.com" autoComplete="off" spellCheck={false} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          {port('smtp_port', t('emailConfig.fields.smtpPort'))}
        </Col>
      </Row>
      <Form.Item
        name="email_address"
        label={t('emailConfig.fields.email')}
        rules={[
          { required: true, whitespace: true, message: t('emailConfig.errors.email') },
          {
            type: 'email',
            message: t('emailConfig.errors.email'),
            transform: (v: string) => v?.trim(),
          },
        ]}
      >
        <Input type="email" placeholder="you@company.com" autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="email_password"
        label={t('emailConfig.fields.password')}
        rules={
          passwordStored ? [] : [{ required: true, message: t('emailConfig.errors.password') }]
        }
      >
        <Password
          maxLength={MAX_PASSWORD}
          autoComplete="new-password"
          placeholder={
            passwordStored ? t('emailConfig.passwordKeep') : t('emailConfig.passwordPlaceholder')
          }
        />
      </Form.Item>
      <p className="email-config-help">
        <InfoCircleOutlined className="email-config-help-icon" aria-hidden />
        <span>{t('emailConfig.help')}</span>
      </p>
    </>
  );
}
