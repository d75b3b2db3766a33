/**
 * Where a mix's time goes, by kind of request (docs/performance-history.md, seventeenth session): preloaded
 * into the server by bench-profile.mjs, NODE_FLAGS='--import ./scripts/request-kinds.mjs'. Times
 * each request from its arrival to its answer's end (the server answers from one thread and its
 * SQLite statements are synchronous, so this is the request's own work, the collector's pauses
 * that fall in it included) and, when the server gets SIGTERM, writes per kind the count, the
 * average µs and the µs it adds to an average request of the mix to /tmp/perf/kinds.json.
 * Requests before KINDS_AFTER_MS (default 9 000) of the server's life are left out: the logins
 * and the warm-up.
 */
import fs from 'node:fs';
import http from 'node:http';

let totals = {};
setTimeout(() => (totals = {}), Number(process.env.KINDS_AFTER_MS ?? 9000)).unref();

/** The kinds of scripts/mix-requests.mjs, by method and path. */
function kindOf(req) {
  const url = req.url;
  if (req.method !== 'GET') return 'attend';
  if (url.startsWith('/api/events/')) return 'event';
  if (url.startsWith('/api/events')) return 'events';
  if (url.startsWith('/api/songs')) return 'songs';
  if (url.startsWith('/api/notifications')) return 'unread';
  if (url.startsWith('/api/catholic-festivities')) return 'festivities';
  if (url.startsWith('/api/profile')) return 'profile';
  return 'other';
}

const started = new WeakMap();
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res) {
  if (event === 'request') started.set(res, process.hrtime.bigint());
  return emit.apply(this, arguments);
};
const end = http.ServerResponse.prototype.end;
http.ServerResponse.prototype.end = function (...args) {
  const result = end.apply(this, args);
  const t0 = started.get(this);
  if (t0 !== undefined) {
    started.delete(this);
    const kind = (totals[kindOf(this.req)] ??= { n: 0, us: 0 });
    kind.n += 1;
    kind.us += Number(process.hrtime.bigint() - t0) / 1000;
  }
  return result;
};

process.on('SIGTERM', () => {
  const all = Object.values(totals).reduce((sum, k) => sum + k.n, 0);
  const out = Object.fromEntries(Object.entries(totals).map(([name, k]) => [name, { n: k.n, averageUs: +(k.us / k.n).toFixed(1), perMixRequestUs: +(k.us / all).toFixed(1) }]));
  fs.mkdirSync('/tmp/perf', { recursive: true });
  fs.writeFileSync('/tmp/perf/kinds.json', JSON.stringify(out, null, 1));
});
