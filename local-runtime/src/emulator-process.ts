// An emulator run as a child process (the Auth emulator, the official Firestore emulator): its
// output kept for error messages, waiting until it answers HTTP, and stopping it.
import type { ChildProcess } from 'node:child_process';

export interface EmulatorProcess {
  /** Resolves once `url` answers 200; throws (and kills the child) if it exits or 60 s pass. */
  ready(url: string): Promise<void>;
  stop(): Promise<void>;
}

export function emulatorProcess(name: string, child: ChildProcess): EmulatorProcess {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  async function waitUntilServing(url: string): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`${name} exited early (code ${child.exitCode}):\n${output}`);
      try {
        if ((await fetch(url)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${name} did not start within 60 s:\n${output}`);
  }

  return {
    async ready(url) {
      try {
        await waitUntilServing(url);
      } catch (error) {
        child.kill('SIGKILL');
        throw error;
      }
    },
    stop() {
      if (child.exitCode !== null) return Promise.resolve();
      return new Promise((done) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      });
    },
  };
}
