import { loadConfig, type SandboxConfig } from './config';
import { watchParent } from './parent-watch';
import { startSandbox, type RunningSandbox } from './start-sandbox';

/** Forced exit if a clean shutdown hangs (e.g. a client holds a connection open). */
const SHUTDOWN_TIMEOUT_MS = 5000;

// A parent that reads our output may die first (that is what --exit-with-parent is for): writing
// to its closed pipe then fails with EPIPE, which must not cut the clean shutdown short.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

const { config, sandbox } = await start();
console.info(
  `sandbox listening on ${sandbox.url}` +
    (sandbox.admin === undefined ? ' (no admin surface)' : `, admin on ${sandbox.admin.url}`),
);

async function start(): Promise<{ config: SandboxConfig; sandbox: RunningSandbox }> {
  try {
    const config = loadConfig();
    return { config, sandbox: await startSandbox(config) };
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof Error && error.cause !== undefined) console.error(error.cause);
    process.exit(1);
  }
}

let stopping = false;
function shutdown(reason: string): void {
  if (stopping) return;
  stopping = true;
  console.info(`sandbox stopping (${reason})`);
  setTimeout(() => {
    console.error('sandbox: shutdown timed out, exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('sandbox: shutdown failed', error);
      process.exit(1);
    },
  );
}

process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
if (config.exitWithParent) watchParent(() => shutdown('parent process exited'));
