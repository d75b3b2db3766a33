import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** argon2id with the OWASP-recommended minimum (m=19 MiB, t=2, p=1). Argon2id is 2 in the library's const enum. */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * How much lower than the event loop the hashing threads are scheduled (Linux nice value). While
 * both have work, the kernel gives the event loop 1024 / (1024 + 335) ≈ 75 % of a shared core,
 * so a login flood cannot take more than a quarter of the CPU that every other request needs;
 * on an idle core a hash runs at full speed.
 */
export const HASHING_NICENESS = 5;

/**
 * At most one hash per available core at a time. Each argon2 run walks 19 MiB; running more at
 * once than there are cores only thrashes the caches (measured: 11 ms alone, 16 ms each when 40
 * run together on one core) and starves every other request during a login flood.
 */
const slots = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

/** Hashing threads not busy now; at most `slots` exist. A thread that failed is dropped. */
const idle: Worker[] = [];

type Request = { op: 'hash'; password: string; options: typeof OPTIONS } | { op: 'verify'; hashed: string; password: string };
type Reply = { result: string | boolean } | { error: string };

async function onHashingThread(request: Request): Promise<string | boolean> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  const worker = idle.pop() ?? new Worker(new URL('./password-worker.mjs', import.meta.url), { workerData: { niceness: HASHING_NICENESS } });
  let healthy = true;
  try {
    return await call(worker, request, () => (healthy = false));
  } finally {
    if (healthy) idle.push(worker);
    else void worker.terminate();
    running -= 1;
    waiting.shift()?.();
  }
}

function call(worker: Worker, request: Request, onBroken: () => void): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      worker.off('message', onReply).off('error', onFailure).off('exit', onFailure);
      // An idle thread must not keep a CLI command alive; a busy one must.
      worker.unref();
    };
    const onReply = (reply: Reply) => {
      settle();
      if ('error' in reply) reject(new Error(reply.error));
      else resolve(reply.result);
    };
    const onFailure = (error: unknown) => {
      settle();
      onBroken();
      reject(error instanceof Error ? error : new Error('the password thread stopped'));
    };
    worker.on('message', onReply).on('error', onFailure).on('exit', onFailure);
    worker.ref();
    worker.postMessage(request);
  });
}

export const hashPassword = async (password: string): Promise<string> =>
  (await onHashingThread({ op: 'hash', password, options: OPTIONS })) as string;

const verify = async (hashed: string, password: string): Promise<boolean> =>
  (await onHashingThread({ op: 'verify', hashed, password })) === true;

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password. With no stored hash (unknown user) it still runs a verification against a
 * dummy hash, so the answer takes as long as for a wrong password.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    const dummy = await dummyHash;
    await verify(dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
