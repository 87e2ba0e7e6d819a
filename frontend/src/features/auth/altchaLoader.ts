// The ALTCHA widget, loaded only by the pages that show it. The "external" build keeps styles
// and proof-of-work workers as separate same-origin files, so a strict CSP works.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

let registered = false;

/** Defines <altcha-widget> and registers the SHA and PBKDF2 solvers (idempotent). */
export async function loadAltcha(): Promise<void> {
  if (registered) return;
  registered = true;
  for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) {
    globalThis.$altcha.algorithms.set(name, () => new ShaWorker());
  }
  for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
    globalThis.$altcha.algorithms.set(name, () => new Pbkdf2Worker());
  }
}
