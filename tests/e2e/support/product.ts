import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct } from '@winzmail/launcher';
import { EMBEDDED_ENV } from '@winzmail/testing/product';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '../../..');
export const FRONTEND_DIST = join(REPO_ROOT, 'frontend/dist');

/** The browser tests need the built app: build it once when frontend/dist is missing. */
export function ensureFrontendBuilt(): void {
  if (existsSync(join(FRONTEND_DIST, 'index.html'))) return;
  console.log('[e2e] building the frontend (frontend/dist/index.html is missing)…');
  execFileSync('npm', ['run', 'build', '-w', '@winzmail/frontend'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
}

export const WIDGET_DIST = join(REPO_ROOT, 'widget/dist');

/** The website-chat tests need widget.js: build it once when it is missing. */
export function ensureWidgetBuilt(): void {
  if (existsSync(join(WIDGET_DIST, 'widget.js'))) return;
  console.log('[e2e] building the widget (widget/dist/widget.js is missing)…');
  execFileSync('npm', ['run', 'build', '-w', '@winzmail/widget'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
}

export interface RunningApp {
  /** e.g. http://127.0.0.1:PORT/winzmail */
  url: string;
  /** Origin without the base path. */
  origin: string;
  stop(): Promise<void>;
}

/** The whole product in this process (every service + gateway serving frontend/dist). */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  ensureFrontendBuilt();
  ensureWidgetBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'winzmail-e2e-'));
  const product = await startProduct({
    port: 0,
    dataDir,
    env: {
      ...EMBEDDED_ENV,
      LOG_LEVEL: 'warn',
      STATIC_DIR: FRONTEND_DIST,
      WIDGET_DIR: WIDGET_DIST,
      ...env,
    },
  });
  const url = product.url.replace(/\/$/, '');
  return {
    url,
    origin: new URL(url).origin,
    async stop() {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
