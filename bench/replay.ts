// Replay before auto-send (docs/replay.md), issue 25's figure: a mailbox with THREADS answered
// threads (default 200) in the real IMAP/SMTP test server (GreenMail: customers' questions in
// INBOX, staff replies in Sent), replayed through the whole product in this process (as npm start
// runs it: embedded stores, the grounded composer, MiniLM for meaning) when the mailbox connects.
// Prints the progress as the screen polls it, the wall time, the figures, and the peak RSS.
// Needs `bash tests/infra/up greenmail` and its env (set -a; . tests/infra/.env.infra; set +a).
// Prints figures; asserts nothing.
import { mkdtemp } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduct } from '@winzmail/launcher';
import { uploadText } from '@winzmail/testing/chat';
import { createMailUser, imapAs, MAIL_TEST_ENV, mailServer } from '@winzmail/testing/mail-server';
import { call, login, newAccount, register, TEST_ENV } from '@winzmail/testing/product';
import { FAQ_QUESTIONS, SIX_FACT_FAQ } from '@winzmail/testing/reworded-questions';

const THREADS = Number(process.env.THREADS ?? 200);
const server = mailServer();
if (!server) throw new Error('GreenMail is not running: bash tests/infra/up greenmail');

async function peakRssMb(): Promise<number> {
  const status = await readFile('/proc/self/status', 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const product = await startProduct({
  port: 0,
  dataDir: await mkdtemp(join(tmpdir(), 'winzmail-bench-replay-')),
  env: {
    ...TEST_ENV,
    ...MAIL_TEST_ENV,
    EMBEDDINGS_PROVIDER: 'local',
    LOG_LEVEL: 'warn',
  },
});
const api = `${product.url}/api`;
try {
  const account = newAccount('bench-replay');
  await register(api, account);
  const token = await login(api, account);
  await uploadText(api, token, SIX_FACT_FAQ.filename, SIX_FACT_FAQ.text);

  // The history: THREADS questions (the labelled reworded ones, in turn) and staff's replies.
  const user = await createMailUser(server, 'bench-replay');
  const client = await imapAs(server, user);
  const sent = (await client.mailboxCreate('Sent')).path;
  const t = Date.now();
  for (let i = 0; i < THREADS; i++) {
    const q = FAQ_QUESTIONS[i % FAQ_QUESTIONS.length]!;
    const at = new Date(t - (THREADS - i) * 3_600_000);
    const id = `<q${i}@customer.test>`;
    await client.append(
      'INBOX',
      `From: Customer ${i} <c${i}@customer.test>\r\nTo: ${user.email}\r\nSubject: Question ${i}\r\n` +
        `Message-ID: ${id}\r\nDate: ${at.toUTCString()}\r\n\r\n${q.question}\r\n`,
      ['\\Seen'],
      at,
    );
    const answer = q.gold ? `Hello, ${q.gold}.` : 'Sorry, we do not offer that.';
    await client.append(
      sent,
      `From: ${user.email}\r\nTo: c${i}@customer.test\r\nSubject: Re: Question ${i}\r\n` +
        `Message-ID: <r${i}@shop.test>\r\nIn-Reply-To: ${id}\r\nReferences: ${id}\r\n` +
        `Date: ${new Date(at.getTime() + 600_000).toUTCString()}\r\n\r\n${answer}\r\n\r\nMary\r\n`,
      ['\\Seen'],
      at,
    );
  }
  await client.logout();
  const rssBefore = await peakRssMb();

  interface Run {
    state: string;
    replayed: number;
    counts: { threads: number; answered: number; abstained: number; agreed: number };
    figures: Record<string, number>;
  }
  const t0 = performance.now();
  const saved = await call(
    'POST',
    `${api}/org/email-config`,
    {
      imap_host: server.host,
      imap_port: server.imapPort,
      smtp_host: server.host,
      smtp_port: server.smtpPort,
      email_address: user.email,
      email_password: user.password,
      reply_mode: 'draft',
    },
    token,
  );
  if (saved.status !== 200) throw new Error(`connect: ${saved.status}`);
  let run: Run | null = null;
  let lastShown = -1;
  for (;;) {
    const res = await call<{ run: Run | null }>(
      'GET',
      `${api}/org/replay?limit=1`,
      undefined,
      token,
    );
    run = res.body.run;
    const s = ((performance.now() - t0) / 1000).toFixed(1);
    if (run && run.replayed !== lastShown) {
      console.log(`  ${s} s: ${run.state}, replayed ${run.replayed}`);
      lastShown = run.replayed;
    }
    if (run?.state === 'done' || run?.state === 'failed') break;
    if (performance.now() - t0 > 600_000) throw new Error('no end after 10 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `replay of ${run.counts.threads} threads (asked ${THREADS}): ${seconds.toFixed(1)} s (${((seconds * 1000) / Math.max(1, run.counts.threads)).toFixed(0)} ms a thread), state ${run.state}`,
  );
  console.log(`counts ${JSON.stringify(run.counts)}`);
  console.log(`figures ${JSON.stringify(run.figures)}`);
  console.log(
    `peak RSS of the whole product: before ${rssBefore.toFixed(0)} MB, after ${(await peakRssMb()).toFixed(0)} MB`,
  );
} finally {
  await product.stop();
}
