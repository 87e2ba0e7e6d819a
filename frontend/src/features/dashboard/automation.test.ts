import { describe, expect, it } from '@jest/globals';
import type { AutomationStatus } from '../../api/contract';
import type { Indicator } from './automation';
import { automationIndicators } from './automation';

const OK: AutomationStatus = {
  email_service: { configured: true, state: 'idle', detail: '' },
  ai_responses: { reachable: true, model: 'composer', detail: '' },
  document_sync: { total: 4, ready: 4, processing: 0, failed: 0 },
};

function only(items: Indicator[], key: Indicator['key']): Indicator {
  const found = items.find((i) => i.key === key);
  if (!found) throw new Error(`no ${key} indicator`);
  return found;
}
const withEmail = (email_service: AutomationStatus['email_service']) =>
  only(automationIndicators({ ...OK, email_service }), 'emailService');

describe('automationIndicators', () => {
  it('all well: the three read Active as the spec shows them, each saying how', () => {
    expect(automationIndicators(OK)).toEqual([
      {
        key: 'emailService',
        tone: 'success',
        label: 'active',
        note: { key: 'connected' },
        detail: undefined,
      },
      { key: 'aiResponses', tone: 'success', label: 'active', detail: 'composer' },
      {
        key: 'documentSync',
        tone: 'success',
        label: 'active',
        note: { key: 'ready', values: { count: 4 } },
      },
    ]);
  });

  it('email service: each mailbox state, and a link to the settings when something is wrong', () => {
    expect(withEmail({ configured: false, state: 'not_configured', detail: '' })).toMatchObject({
      tone: 'warning',
      label: 'notConfigured',
      link: '/email-config',
    });
    expect(
      withEmail({ configured: true, state: 'error', detail: 'IMAP login failed: wrong password' }),
    ).toEqual({
      key: 'emailService',
      tone: 'error',
      label: 'error',
      detail: 'IMAP login failed: wrong password',
      link: '/email-config',
    });
    expect(withEmail({ configured: true, state: 'polling', detail: '' })).toMatchObject({
      label: 'active',
      note: { key: 'connectedPolling' },
    });
    expect(withEmail({ configured: true, state: 'connecting', detail: '' }).tone).toBe(
      'processing',
    );
    expect(withEmail({ configured: true, state: 'stopped', detail: '' }).tone).toBe('default');
    expect(withEmail({ configured: true, state: 'rebooting', detail: '' })).toMatchObject({
      label: 'unknown',
      detail: 'rebooting',
    });
  });

  it('AI responses: unreachable with the reason', () => {
    const [, ai] = automationIndicators({
      ...OK,
      ai_responses: { reachable: false, model: '', detail: 'reply-generation unavailable' },
    });
    expect(ai).toEqual({
      key: 'aiResponses',
      tone: 'error',
      label: 'unreachable',
      detail: 'reply-generation unavailable',
    });
  });

  it('document sync: failures first, then processing, then ready; none yet', () => {
    const sync = (document_sync: AutomationStatus['document_sync']) =>
      only(automationIndicators({ ...OK, document_sync }), 'documentSync');
    expect(sync({ total: 5, ready: 2, processing: 2, failed: 1 })).toMatchObject({
      tone: 'warning',
      label: 'failed',
      values: { count: 1 },
    });
    expect(sync({ total: 5, ready: 3, processing: 2, failed: 0 })).toMatchObject({
      tone: 'processing',
      label: 'active',
      note: { key: 'processing', values: { count: 2 } },
    });
    expect(sync({ total: 0, ready: 0, processing: 0, failed: 0 })).toMatchObject({
      label: 'noDocuments',
    });
  });

  it('no status (it could not be read): each indicator says so, none claims to be active', () => {
    expect(automationIndicators(undefined).map((i) => [i.key, i.tone, i.label])).toEqual([
      ['emailService', 'default', 'unavailable'],
      ['aiResponses', 'default', 'unavailable'],
      ['documentSync', 'default', 'unavailable'],
    ]);
  });
});
