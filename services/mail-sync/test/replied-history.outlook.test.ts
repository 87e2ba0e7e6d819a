// MailProvider.repliedThreads for Outlook: the REAL msal-node client signs in (device code) and
// Graph is asked over fetch, both at the loopback server speaking Microsoft's protocols
// (packages/testing/src/fake-microsoft.ts), with the contract suite's history.
import { randomUUID } from 'node:crypto';
import { createLogger } from '@winzmail/platform';
import { startFakeMicrosoft } from '@winzmail/testing/fake-microsoft';
import { GRAPH_SCOPES, microsoftSettingsOf, publicClient } from '../src/adapters/microsoft.js';
import { loadMailConfig } from '../src/config.js';
import { outlookProvider } from '../src/providers/outlook.js';
import {
  mailboxFor,
  runRepliedHistoryContract,
  type HistoryWorld,
} from './contracts/replied-history.contract.js';

async function outlookWorld(): Promise<HistoryWorld> {
  const microsoft = await startFakeMicrosoft();
  const email = `history-${randomUUID().slice(0, 8)}@outlook.test`;
  microsoft.createAccount(email);
  const config = loadMailConfig({ ...microsoft.env, LOG_LEVEL: 'silent' });
  const settings = microsoftSettingsOf(config)!;
  // The grant as OutlookAuth gets it: MSAL's token cache after a device-code sign-in.
  const holder = { cache: '' };
  await publicClient(settings, holder).acquireTokenByDeviceCode({
    scopes: GRAPH_SCOPES,
    deviceCodeCallback: (code) => microsoft.approve(code.userCode, email),
  });
  const provider = outlookProvider(settings, {
    grants: { read: () => holder.cache, write: async () => undefined },
    maxBytes: config.MAIL_MAX_MESSAGE_BYTES,
    pollIntervalMs: config.MAIL_API_POLL_INTERVAL_MS,
    logger: createLogger({ service: 'mail-sync-test', level: 'silent' }),
  });
  return {
    provider,
    mailbox: mailboxFor(email, 'outlook'),
    receive: async (raw, at) => void microsoft.deliver(email, raw, at),
    keepSent: async (raw, at) => void microsoft.addSent(email, raw, at),
    dispose: () => microsoft.close(),
  };
}

runRepliedHistoryContract('Outlook', outlookWorld);
