import type { TFunction } from 'i18next';

// The billing service names its seeded plans and their features in English (the names are
// also how plans are matched, e.g. 'Outlook Plugin'): the screens show them in the chosen
// language. A plan or feature an operator added is shown as written.

const PLAN_NAMES: Record<string, string> = {
  'Free Trial': 'plans.names.freeTrial',
  Starter: 'plans.names.starter',
  Professional: 'plans.names.professional',
  Business: 'plans.names.business',
  'Outlook Plugin': 'plans.names.outlookPlugin',
};

const FEATURES: Record<string, string> = {
  'AI replies in draft or auto mode': 'plans.features.draftOrAuto',
  'Website chatbot': 'plans.features.websiteChatbot',
  'Unlimited AI replies': 'plans.features.unlimitedReplies',
  'Unlimited documents': 'plans.features.unlimitedDocuments',
  'Priority support': 'plans.features.prioritySupport',
  'Dedicated support': 'plans.features.dedicatedSupport',
  'AI replies inside Outlook': 'plans.features.outlookReplies',
  'Per-user seats': 'plans.features.perUserSeats',
  'Shared knowledge base': 'plans.features.sharedKnowledge',
};

/** Features with a count ("3 mailboxes"); i18n writes the number in the language's digits. */
const COUNTED: ReadonlyArray<[RegExp, string]> = [
  [/^(\d+) mailbox(?:es)?$/, 'plans.features.mailboxes'],
  [/^(\d+) knowledge-base documents?$/, 'plans.features.documents'],
];

/** A plan's name in the reader's language (as written when it is not a seeded plan). */
export function planName(t: TFunction, name: string): string {
  const key = PLAN_NAMES[name.trim()];
  return key ? t(key) : name;
}

/** A plan feature in the reader's language. */
export function planFeature(t: TFunction, feature: string): string {
  const text = feature.trim();
  const key = FEATURES[text];
  if (key) return t(key);
  for (const [pattern, counted] of COUNTED) {
    const match = pattern.exec(text);
    if (match) return t(counted, { number: Number(match[1]) });
  }
  return feature;
}
