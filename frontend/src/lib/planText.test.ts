import { afterAll, describe, expect, it } from '@jest/globals';
import { LANGUAGE_CODES } from '@winzmail/browser-kit';
import { i18n, initI18n, setLanguage } from '../i18n';
import { planFeature, planName } from './planText';

// The billing service's seeded plans (services/billing/src/domain/plans.ts) and the trial's name.
const NAMES = ['Free Trial', 'Starter', 'Professional', 'Business', 'Outlook Plugin'];
const FEATURES = [
  '1 mailbox',
  '3 mailboxes',
  'AI replies in draft or auto mode',
  '50 knowledge-base documents',
  'Website chatbot',
  'Unlimited AI replies',
  'Unlimited documents',
  'Priority support',
  'Dedicated support',
  'AI replies inside Outlook',
  'Per-user seats',
  'Shared knowledge base',
];

afterAll(async () => {
  await setLanguage('en');
});

describe('plan names and features in the reader language', () => {
  it('English: names as written, counted features with their number', async () => {
    await initI18n('en');
    const t = i18n.t.bind(i18n);
    expect(NAMES.map((n) => planName(t, n))).toEqual(NAMES);
    expect(planFeature(t, '3 mailboxes')).toBe('Mailboxes: 3');
    expect(planFeature(t, '500 knowledge-base documents')).toBe('Knowledge-base documents: 500');
    expect(planFeature(t, 'Website chatbot')).toBe('Website chatbot');
  });

  it('Arabic: translated, numbers in Arabic digits', async () => {
    await setLanguage('ar');
    const t = i18n.t.bind(i18n);
    expect(planName(t, 'Free Trial')).toBe('تجربة مجانية');
    const ten = new Intl.NumberFormat('ar').format(10);
    expect(planFeature(t, '10 mailboxes')).toBe(`صناديق البريد: ${ten}`);
  });

  it('numbers in texts follow the language (German separators)', async () => {
    await setLanguage('de');
    expect(i18n.t('plans.features.documents', { number: 12345 })).toBe(
      'Dokumente der Wissensdatenbank: 12.345',
    );
  });

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en'))(
    '%s translates every seeded name and feature',
    async (code) => {
      await setLanguage(code);
      const t = i18n.t.bind(i18n);
      for (const name of NAMES) expect(planName(t, name)).not.toBe(name);
      for (const feature of FEATURES) expect(planFeature(t, feature)).not.toBe(feature);
    },
  );

  it('shows a plan or feature an operator added as written', async () => {
    await setLanguage('ar');
    const t = i18n.t.bind(i18n);
    expect(planName(t, 'Enterprise Gold')).toBe('Enterprise Gold');
    expect(planFeature(t, 'SSO')).toBe('SSO');
  });
});
