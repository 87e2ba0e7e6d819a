import {
  ApiOutlined,
  FileTextOutlined,
  MailOutlined,
  RobotOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Steps, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './instruction.css';
import { Card } from '../../components/Card';

const MODE_TEXT: Record<string, string> = { auto: '#135200', draft: '#613400' };

/** The pages the guide sends the reader to, in the order of the setup. */
const LINKS = [
  { to: '/documents', key: 'documents', icon: <FileTextOutlined /> },
  { to: '/prompt-config', key: 'promptConfig', icon: <SettingOutlined /> },
  { to: '/chatbot-plugin', key: 'chatbotPlugin', icon: <RobotOutlined /> },
  { to: '/email-config', key: 'emailConfig', icon: <MailOutlined /> },
] as const;

type LinkKey = (typeof LINKS)[number]['key'];

/** A badge that opens one of the app's pages (the router adds the base path). */
function PageBadge({ page }: { page: LinkKey }) {
  const { t } = useTranslation();
  const link = LINKS.find((l) => l.key === page);
  if (!link) return null;
  return (
    <Tag color="blue" icon={link.icon} className="instruction-badge">
      <Link to={link.to}>{t(`instruction.links.${page}`)}</Link>
    </Tag>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card className="instruction-card" aria-labelledby={`${id}-title`} data-testid={id}>
      <section>
        <h2 id={`${id}-title`} className="instruction-card-title">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** /instruction: how to set up the website chatbot and automatic email replies (spec section 2). */
export default function InstructionPage() {
  const { t } = useTranslation();
  const step = (n: 1 | 2 | 3, content: ReactNode) => ({
    status: 'process' as const,
    title: <h3 className="instruction-step-title">{t(`instruction.chatbot.step${n}.title`)}</h3>,
    content: <div className="instruction-step">{content}</div>,
  });
  const behaviour = ['tone', 'length', 'function', 'topics', 'signature'] as const;
  const modes = ['auto', 'draft', 'none'] as const;

  return (
    <div className="instruction-page" data-testid="instruction-page">
      <header className="page-header">
        <h1>{t('pages.instruction')}</h1>
        <p>{t('instruction.subtitle')}</p>
      </header>

      <div className="instruction-sections">
        <Section
          id="instruction-chatbot"
          title={
            <>
              <RobotOutlined aria-hidden="true" /> {t('instruction.chatbot.title')}
            </>
          }
        >
          <p className="instruction-hint">{t('instruction.chatbot.intro')}</p>
          <Steps
            orientation="vertical"
            className="instruction-steps"
            items={[
              step(
                1,
                <>
                  <p>{t('instruction.chatbot.step1.text')}</p>
                  <PageBadge page="documents" />
                </>,
              ),
              step(
                2,
                <>
                  <p>{t('instruction.chatbot.step2.text')}</p>
                  <ul>
                    {behaviour.map((k) => (
                      <li key={k}>{t(`instruction.chatbot.step2.${k}`)}</li>
                    ))}
                  </ul>
                  <PageBadge page="promptConfig" />
                </>,
              ),
              step(
                3,
                <>
                  <p>{t('instruction.chatbot.step3.text')}</p>
                  <ul>
                    <li>{t('instruction.chatbot.step3.main')}</li>
                    <li>{t('instruction.chatbot.step3.ui')}</li>
                  </ul>
                  <PageBadge page="chatbotPlugin" />
                </>,
              ),
            ]}
          />
        </Section>

        <Section
          id="instruction-email"
          title={
            <>
              <MailOutlined aria-hidden="true" /> {t('instruction.email.title')}
            </>
          }
        >
          <p className="instruction-hint">{t('instruction.email.intro')}</p>
          <ul className="instruction-providers">
            <li>
              <Tag color="red">Gmail</Tag> {t('instruction.email.gmail')}
            </li>
            <li>
              <Tag color="geekblue">Outlook</Tag> {t('instruction.email.outlook')}
            </li>
          </ul>
          <PageBadge page="emailConfig" />
        </Section>

        <Section
          id="instruction-modes"
          title={
            <>
              <ApiOutlined aria-hidden="true" /> {t('instruction.modes.title')}
            </>
          }
        >
          <p className="instruction-hint">{t('instruction.modes.intro')}</p>
          <dl className="instruction-modes">
            {modes.map((mode) => (
              <div key={mode} className="instruction-mode" data-testid={`mode-${mode}`}>
                <dt>
                  <Tag
                    color={mode === 'auto' ? 'green' : mode === 'draft' ? 'gold' : 'default'}
                    // antd's light green and gold fall below WCAG AA contrast: darker text.
                    style={MODE_TEXT[mode] ? { color: MODE_TEXT[mode] } : undefined}
                  >
                    {t(`emailConfig.replyMode.${mode}`)}
                  </Tag>
                </dt>
                <dd>{t(`emailConfig.replyMode.${mode}Text`)}</dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section id="instruction-links" title={t('instruction.links.title')}>
          <p className="instruction-hint">{t('instruction.links.intro')}</p>
          <nav aria-labelledby="instruction-links-title" className="instruction-badges">
            {LINKS.map((l) => (
              <PageBadge key={l.key} page={l.key} />
            ))}
          </nav>
        </Section>
      </div>
    </div>
  );
}
