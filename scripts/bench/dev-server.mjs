// `npm run dev` (its predev included) on a free loopback port, for the dev-server benches: resolves
// once Next prints "Ready", with the time from the start to then. `stop()` ends the server and
// everything it started. The server's output goes to this process's stderr.
import { spawn } from 'node:child_process';
import { freePort } from '../support/local.mjs';

/** @returns {Promise<{ origin: string, readyMs: number, stop: () => void }>} */
export async function startDevServer() {
  const port = await freePort();
  const started = performance.now();
  const dev = spawn(
    'npm',
    ['run', 'dev', '--', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      detached: true,
    },
  );
  const stop = () => {
    try {
      process.kill(-dev.pid);
    } catch {}
  };
  process.on('exit', stop);
  const readyMs = await new Promise((resolve, reject) => {
    dev.stdout.on('data', (chunk) => {
      process.stderr.write(chunk);
      if (/Ready in/.test(String(chunk))) resolve(Math.round(performance.now() - started));
    });
    dev.on('exit', (code) => reject(new Error(`npm run dev ended with ${code} before "Ready"`)));
  });
  return { origin: `http://127.0.0.1:${port}`, readyMs, stop };
}
