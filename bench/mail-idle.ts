// Memory per connected mailbox: N mailboxes (default 200) on the real IMAP test server (GreenMail
// from tests/infra), each watched with IDLE by one mail-sync service in this process. Prints the
// RSS and heap growth from 0 to N idle mailboxes, per mailbox. Needs `bash tests/infra/up
// greenmail` and its env. Run with --expose-gc. Prints figures; asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMailConfig, start } from '@winzmail/mail-sync';
import {
  busFromConfig,
  commonSchema,
  createLogger,
  createServiceClient,
  loadConfig,
} from '@winzmail/platform';
import { services } from '@winzmail/proto';
import {
  createMailUser,
  emailConfigFor,
  MAIL_TEST_ENV,
  mailServer,
} from '@winzmail/testing/mail-server';

const N = Number(process.env.MAILBOXES ?? 200);
const server = mailServer();
if (!server) throw new Error('GreenMail is not running: bash tests/infra/up greenmail');

const gc = (globalThis as { gc?: () => void }).gc;
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((r) => setTimeout(r, 200));
  }
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-bench-idle-'));
const logger = createLogger({ service: 'bench', level: 'warn' });
const bus = await busFromConfig(loadConfig(commonSchema, process.env), 'bench', logger);
const running = await start(
  loadMailConfig({
    ...process.env,
    ...MAIL_TEST_ENV,
    DATA_DIR: dataDir,
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: '0',
    LOG_LEVEL: 'warn',
  }),
  { logger, bus },
);
const client = createServiceClient(services.mailSync(), {
  address: running.address,
  deadlineMs: 60_000,
});

try {
  const users = [];
  for (let i = 0; i < N; i++) users.push(await createMailUser(server, 'idle'));
  await settle();
  const before = process.memoryUsage();

  const orgs = users.map((_, i) => `bench-org-${i}`);
  // Saved a few at a time (each save checks IMAP and SMTP), then every watcher goes to IDLE.
  for (let i = 0; i < N; i += 10)
    await Promise.all(
      users.slice(i, i + 10).map((user, j) =>
        client.call.SetEmailConfig({
          org_id: orgs[i + j]!,
          config: { ...emailConfigFor(server, user, 'none'), provider: 'imap' },
        }),
      ),
    );
  const t0 = Date.now();
  for (;;) {
    const states = await Promise.all(
      orgs.map(async (org) => (await client.call.GetEmailConfig({ org_id: org })).mailbox?.state),
    );
    const idle = states.filter((s) => s === 'idle').length;
    if (idle === N) break;
    if (Date.now() - t0 > 300_000) throw new Error(`only ${idle} of ${N} mailboxes idle`);
    await new Promise((r) => setTimeout(r, 500));
  }
  await settle();
  const after = process.memoryUsage();
  console.log(`${N} mailboxes watched with IMAP IDLE by one mail-sync (GreenMail, loopback)`);
  console.log(
    `  RSS  ${mb(before.rss)} → ${mb(after.rss)}: ${((after.rss - before.rss) / N / 1024).toFixed(0)} KB per mailbox`,
  );
  console.log(
    `  heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}: ${((after.heapUsed - before.heapUsed) / N / 1024).toFixed(0)} KB per mailbox`,
  );
} finally {
  client.close();
  await running.stop();
  await bus.close();
  await rm(dataDir, { recursive: true, force: true });
}
