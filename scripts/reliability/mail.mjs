/**
 * The mail outbox under faults (issue 56; docs/quality.md, Reliability). A real SMTP listener in
 * this process receives what the server sends; every message is checked by recipient and by its
 * Message-ID (the same on every try of one message).
 *
 * - mail-outage: SMTP refuses connections for `seconds` (60) while 160 registrations and 40
 *   invitations are made; then it comes back. Every acknowledged request's message must arrive,
 *   none twice.
 * - mail-crash: the server is killed with SIGKILL right after 100 acknowledged registrations and
 *   invitations, `iterations` (3) times, with mail still queued; after the last restart every
 *   account exists and every message is delivered exactly once.
 */
import { SMTPServer } from 'smtp-server';
import SQLite from 'better-sqlite3';
import { BASE_PORT, api, apiOk, cli, csrfToken, is2xx, login, scratchDir, serverEnv, sleep, sqliteFile, startServer } from './lib.mjs';

/** An SMTP listener on `port` that records each accepted message; `slow` ms before taking a recipient. */
async function sink(port, received, { slow = 0 } = {}) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      setTimeout(() => callback(), slow);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const data = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), id: /^Message-ID:\s*(<[^>]+>)/im.exec(data)?.[1] ?? null, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise((resolve) => smtp.close(resolve)) };
}

const MAIL_ENV = { MAIL_POLL_SECONDS: '0.5', MAIL_RETRY_BASE_SECONDS: '2', MAIL_RETRY_MAX_SECONDS: '10', MAIL_LEASE_SECONDS: '8' };

/** Global admins (CLI), each with two communities to invite into (20 invitations an hour per inviter). */
async function inviters(env, base, n, tag) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const username = `${tag}admin${i}`;
    cli(env, 'create-admin', '--username', username, '--email', `${username}@zbor.test`, '--password', 'geslo-12345678');
    const s = await login(base, username, 'geslo-12345678');
    const communities = [];
    for (let j = 0; j < 2; j++) communities.push((await apiOk(base, s, 'POST', '/api/communities', { name: `${tag} zbor ${i}-${j}`, visibility: 'Private' })).community.id);
    out.push({ s, communities, sent: 0 });
  }
  return out;
}

/** One registration or invitation; the address that must receive a message when acknowledged. */
async function request(base, k, tag, admins) {
  if (k % 5 === 4) {
    const a = admins[(k / 5) % admins.length | 0];
    const email = `${tag}vabljen${k}@zbor.test`;
    const r = await api(base, a.s, 'POST', `/api/communities/${a.communities[a.sent++ % 2]}/invites`, { email });
    return { ok: is2xx(r.status), status: r.status, email, kind: 'invitation' };
  }
  const anon = await csrfToken(base);
  const username = `${tag}nov${k}`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': anon, cookie: `csrf_token=${anon}` },
    body: JSON.stringify({ username, email: `${username}@zbor.test`, password: 'geslo-12345', terms_accepted: true }),
  });
  return { ok: res.status === 201, status: res.status, email: `${username}@zbor.test`, username, kind: 'registration' };
}

function check(expected, received, failures) {
  const byTo = new Map();
  for (const m of received) for (const to of m.to) byTo.set(to, (byTo.get(to) ?? 0) + 1);
  const missing = expected.filter((e) => !byTo.has(e.email));
  const twice = [...byTo].filter(([, n]) => n > 1);
  const ids = received.map((m) => m.id);
  const repeatedIds = ids.length - new Set(ids).size;
  if (missing.length) failures.push(`${missing.length} acknowledged messages never arrived (e.g. ${missing[0].email})`);
  if (twice.length) failures.push(`${twice.length} recipients got more than one message (e.g. ${twice[0][0]})`);
  if (repeatedIds) failures.push(`${repeatedIds} Message-IDs arrived twice`);
  return { missing: missing.length, twice: twice.length, repeatedIds };
}

async function waitFor(expected, received, ms) {
  const want = new Set(expected.map((e) => e.email));
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const got = new Set(received.flatMap((m) => m.to));
    if ([...want].every((e) => got.has(e))) break;
    await sleep(200);
  }
  await sleep(2000); // anything sent twice would arrive now
}

export async function mailOutage({ seconds = 60 } = {}) {
  const dataDir = scratchDir('mail-outage');
  const port = BASE_PORT + 30;
  const smtpPort = BASE_PORT + 31;
  const env = { ...serverEnv({ port, dataDir }), SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...MAIL_ENV };
  const failures = [];
  cli(env, 'migrate');
  const server = await startServer(env);
  const received = [];
  let smtp = null;
  try {
    const admins = await inviters(env, server.base, 2, 'izpad');
    console.log(`Mail outage: SMTP refuses connections for ${seconds} s while 200 registrations and invitations are made`);
    const started = Date.now();
    const expected = [];
    for (let k = 0; k < 200; k++) {
      const r = await request(server.base, k, 'izpad', admins);
      if (r.ok) expected.push(r);
      else failures.push(`${r.kind} ${k}: ${r.status}`);
      await sleep(Math.max(0, started + ((k + 1) * seconds * 1000) / 200 - Date.now()));
    }
    console.log(`  ${expected.length} acknowledged (${expected.filter((e) => e.kind === 'invitation').length} invitations) in ${((Date.now() - started) / 1000).toFixed(0)} s; received so far: ${received.length}`);
    const back = Date.now();
    smtp = await sink(smtpPort, received);
    await waitFor(expected, received, 120_000);
    const last = Math.max(...received.map((m) => m.at));
    const r = check(expected, received, failures);
    console.log(`  SMTP back: ${received.length} messages received, the last ${((last - back) / 1000).toFixed(1)} s after; missing ${r.missing}, recipients with two ${r.twice}, Message-IDs twice ${r.repeatedIds}`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await smtp?.close();
  }
  return { ok: failures.length === 0, failures, dataDir };
}

export async function mailCrash({ iterations = 3 } = {}) {
  const dataDir = scratchDir('mail-crash');
  const port = BASE_PORT + 32;
  const smtpPort = BASE_PORT + 33;
  const env = { ...serverEnv({ port, dataDir }), SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...MAIL_ENV };
  const failures = [];
  const received = [];
  // A slow receiver (50 ms before each recipient), so mail is still queued when the server dies.
  const smtp = await sink(smtpPort, received, { slow: 50 });
  cli(env, 'migrate');
  const expected = [];
  let server = null;
  try {
    console.log(`Mail crash: ${iterations} × (start, 100 registrations and invitations 10 at a time, SIGKILL right after the 100th answer)`);
    for (let i = 1; i <= iterations; i++) {
      server = await startServer(env);
      const admins = await inviters(env, server.base, 1, `pad${i}`);
      const acked = [];
      const before = received.length;
      let k = 0;
      const worker = async () => {
        while (k < 100) {
          const r = await request(server.base, k++, `pad${i}`, admins);
          if (r.ok) acked.push(r);
          else failures.push(`round ${i}: ${r.kind}: ${r.status}`);
        }
      };
      await Promise.all(Array.from({ length: 10 }, worker));
      server.child.kill('SIGKILL');
      await server.exited;
      expected.push(...acked);
      const db = new SQLite(sqliteFile(dataDir), { readonly: true });
      const pending = db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE state IN ('pending','sending') AND kind != 'none'").get().n;
      db.close();
      console.log(`  kill ${i}: ${acked.length} acknowledged; ${received.length - before} messages had arrived since the start, ${pending} still queued or in flight at the kill`);
    }
    server = await startServer(env);
    await waitFor(expected, received, 60_000);
    const db = new SQLite(sqliteFile(dataDir), { readonly: true });
    const users = db.prepare('SELECT username FROM users').all().map((u) => u.username);
    db.close();
    const accounts = new Set(users);
    const lost = expected.filter((e) => e.kind === 'registration' && !accounts.has(e.username));
    if (lost.length) failures.push(`${lost.length} acknowledged registrations have no account (e.g. ${lost[0].username})`);
    const r = check(expected, received, failures);
    console.log(`Summary: ${expected.length} acknowledged, accounts missing ${lost.length}; ${received.length} messages received, missing ${r.missing}, recipients with two ${r.twice}, Message-IDs twice ${r.repeatedIds}`);
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await smtp.close();
  }
  return { ok: failures.length === 0, failures, dataDir };
}
