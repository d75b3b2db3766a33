#!/usr/bin/env node
// One autocannon run, started by scripts/bench.mjs on its own core; prints the result as JSON.
import autocannon from 'autocannon';

const opts = JSON.parse(process.argv[2]);
const result = await autocannon({ ...opts, renderProgressBar: false, renderResultsTable: false });
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p99: result.latency.p99,
    p50: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
  }),
);
