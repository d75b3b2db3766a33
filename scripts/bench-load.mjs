#!/usr/bin/env node
/**
 * One autocannon run, started by scripts/bench.mjs on its own core; prints
 * the result as JSON. argv[2] is autocannon's options as JSON; with `mix: FILE` they are read from
 * that JSON file instead ({ url, duration, connections, members, words, weights }: the member list
 * is too long for a command line), and every request is drawn from the benchmark's mix
 * (scripts/mix-requests.mjs); the result then also counts the requests of each kind.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';
import { mixRequest } from './mix-requests.mjs';

// autocannon 9 keeps every response body as a string (`req.body += chunk`, a Buffer's toString per
// chunk) for its onResponse/verifyBody options, which this benchmark never uses. On a 25 KB
// songbook page that was 54 % of the load's core, which then ran at 100 % while the server's
// stood at ~87 %: the load, not the server, set the throughput (docs/performance-history.md, twelfth
// session). Bodies are still read and counted (bytes, latency); only that copy is skipped.
PipelinedRequestsQueue.prototype.addBody = function () {};

const arg = JSON.parse(process.argv[2]);
const kinds = arg.mix ? {} : null;
const opts = arg.mix ? mixOptions(JSON.parse(readFileSync(arg.mix, 'utf8'))) : arg;

function mixOptions({ members, words, weights, ...rest }) {
  const next = mixRequest(members, words, weights);
  const setupRequest = () => {
    const { kind, request } = next();
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    return request;
  };
  return { ...rest, requests: [{ setupRequest }] };
}

const result = await autocannon({ ...opts, renderProgressBar: false, renderResultsTable: false });
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p99: result.latency.p99,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97: result.latency.p97_5,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
    ...(kinds ? { kinds } : {}),
  }),
);
