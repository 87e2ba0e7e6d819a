import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { MODEL_PROCESS_TITLE } from '@winzmail/platform/onnx';

/**
 * The pids of this process's model children (as an operator finds them in `ps`: by the title,
 * among this process's children only).
 */
export function modelProcessPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && comm === MODEL_PROCESS_TITLE) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

/** A process that keeps one core busy (CPU pressure beside the service); stop() ends it. */
export function busyLoop(): { stop(): void } {
  const child: ChildProcess = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  child.unref();
  return { stop: () => void child.kill('SIGKILL') };
}
