// The Automation status panel from GET /org/automation-status. The spec shows the three
// indicators "active"; here each reads Active only when its service really is (connected,
// answering, syncing) — how, in a note beside it — and otherwise says what is wrong
// (docs/dashboard.md).
import type { AutomationStatus } from '../../api/contract';

/** antd Badge statuses. */
export type Tone = 'success' | 'processing' | 'error' | 'warning' | 'default';

export interface Indicator {
  key: 'emailService' | 'aiResponses' | 'documentSync';
  tone: Tone;
  /** An i18n key under dashboard.automation.state, with its values. */
  label: string;
  values?: Record<string, number>;
  /** How an active service runs: an i18n key under dashboard.automation.state, its values. */
  note?: { key: string; values?: Record<string, number> };
  /** The service's own words (an error reason, the model's name), shown as they are. */
  detail?: string;
  /** Where to fix it. */
  link?: string;
}

function emailService(status: AutomationStatus['email_service']): Indicator {
  const base = { key: 'emailService' as const, detail: status.detail || undefined };
  if (!status.configured) {
    return { ...base, tone: 'warning', label: 'notConfigured', link: '/email-config' };
  }
  switch (status.state) {
    case 'idle':
      return { ...base, tone: 'success', label: 'active', note: { key: 'connected' } };
    case 'polling':
      return { ...base, tone: 'success', label: 'active', note: { key: 'connectedPolling' } };
    case 'connecting':
      return { ...base, tone: 'processing', label: 'connecting' };
    case 'error':
      return { ...base, tone: 'error', label: 'error', link: '/email-config' };
    case 'stopped':
      return { ...base, tone: 'default', label: 'stopped', link: '/email-config' };
    default:
      return { ...base, tone: 'default', label: 'unknown', detail: status.state };
  }
}

function aiResponses(status: AutomationStatus['ai_responses']): Indicator {
  return status.reachable
    ? { key: 'aiResponses', tone: 'success', label: 'active', detail: status.model || undefined }
    : {
        key: 'aiResponses',
        tone: 'error',
        label: 'unreachable',
        detail: status.detail || undefined,
      };
}

function documentSync(status: AutomationStatus['document_sync']): Indicator {
  const key = 'documentSync' as const;
  if (status.failed > 0) {
    return {
      key,
      tone: 'warning',
      label: 'failed',
      values: { count: status.failed },
      link: '/documents',
    };
  }
  if (status.processing > 0) {
    const values = { count: status.processing };
    return { key, tone: 'processing', label: 'active', note: { key: 'processing', values } };
  }
  if (status.total === 0) {
    return { key, tone: 'default', label: 'noDocuments', link: '/documents' };
  }
  const values = { count: status.ready };
  return { key, tone: 'success', label: 'active', note: { key: 'ready', values } };
}

const KEYS = ['emailService', 'aiResponses', 'documentSync'] as const;

/** The three indicators; without a status (it could not be read) each says so. */
export function automationIndicators(status: AutomationStatus | undefined): Indicator[] {
  if (!status) return KEYS.map((key) => ({ key, tone: 'default', label: 'unavailable' }));
  return [
    emailService(status.email_service),
    aiResponses(status.ai_responses),
    documentSync(status.document_sync),
  ];
}
