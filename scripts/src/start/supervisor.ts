import type { ChildProcess } from 'node:child_process';

export type SupervisedState = 'starting' | 'up' | 'not ready' | 'restarting' | 'stopped';

export interface SupervisorOptions {
  name: string;
  /** Starts one process of the service; called again for every restart. */
  spawn: () => ChildProcess;
  /** Answers 200 once the service can serve (its database answers); 503 while it cannot. */
  readyUrl: string;
  /** Answers 200 while the process's event loop runs; no answer means hung. */
  liveUrl: string;
  /** How long a start may take before it counts as failed. */
  readyTimeoutMs: number;
  log: (line: string) => void;
  /** Told whenever the state changes, for a status line. */
  onChange?: () => void;
  /** First restart delay; doubled for each restart in a row, up to maxBackoffMs. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** Up this long and the next death counts as the first again. */
  resetBackoffAfterMs?: number;
  probeEveryMs?: number;
  probeTimeoutMs?: number;
  /** Consecutive unanswered liveness probes before the process is taken for hung and killed. */
  failedProbesBeforeKill?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The status a probe got, or null for no answer. An answer that names another process's pid is no answer: an
 * older copy of the service (or anything else) still holding the port must not pass for the child just started.
 */
async function answers(
  url: string,
  timeoutMs: number,
  pid: number | undefined,
  onStranger: (stranger: number) => void,
): Promise<number | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let answeredBy: unknown;
    try {
      answeredBy = (JSON.parse(text) as { pid?: unknown }).pid;
    } catch {
      answeredBy = undefined;
    }
    if (typeof answeredBy === 'number' && pid !== undefined && answeredBy !== pid) {
      onStranger(answeredBy);
      return null;
    }
    return response.status;
  } catch {
    return null;
  }
}

const exitReason = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `killed by ${signal}` : `exited with code ${code ?? 'unknown'}`;

/**
 * One service process kept running: restarted with a growing delay whenever it dies without being asked to stop,
 * killed and restarted when it stops answering its liveness probe, and each death, restart and readiness change
 * logged with the reason. A stop asked for (stop()) is left stopped.
 */
export class Supervised {
  state: SupervisedState = 'stopped';
  restarts = 0;
  lastExit: string | null = null;
  private child: ChildProcess | null = null;
  private wanted = false;
  private deathsInARow = 0;
  private upSince = 0;
  private probeTimer: NodeJS.Timeout | null = null;
  private failedProbes = 0;
  private readonly options: Required<Omit<SupervisorOptions, 'onChange'>> &
    Pick<SupervisorOptions, 'onChange'>;

  constructor(options: SupervisorOptions) {
    this.options = {
      firstBackoffMs: 250,
      maxBackoffMs: 15_000,
      resetBackoffAfterMs: 60_000,
      probeEveryMs: 5_000,
      // Generous: on a loaded 2-core machine a busy service can be slow to answer without being hung, and a
      // wrong kill costs far more than a late one.
      probeTimeoutMs: 5_000,
      failedProbesBeforeKill: 4,
      ...options,
    };
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the service and resolves once it is ready; rejects if this first start fails (a bad port, a crash). */
  async start(): Promise<void> {
    this.wanted = true;
    try {
      await this.launch(true);
    } catch (error) {
      this.wanted = false;
      this.setState('stopped');
      throw error;
    }
  }

  /** Stops it for good (until start() again): SIGTERM, so it drains its requests; SIGKILL after 12 s. */
  async stop(): Promise<void> {
    this.wanted = false;
    this.stopProbes();
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
    this.setState('stopped');
  }

  private setState(state: SupervisedState) {
    if (this.state === state) return;
    this.state = state;
    this.options.onChange?.();
  }

  private async launch(first: boolean): Promise<void> {
    this.setState(first ? 'starting' : 'restarting');
    const child = this.options.spawn();
    this.child = child;
    const started = Date.now();
    child.on('error', (error) => this.options.log(`${this.options.name}: ${error.message}`));
    let exitedEarly: string | null = null;
    child.once('exit', (code, signal) => {
      const reason = exitReason(code, signal);
      if (this.state === 'starting' || this.state === 'restarting') exitedEarly = reason;
      this.onExit(child, reason);
    });
    const deadline = started + this.options.readyTimeoutMs;
    while (Date.now() < deadline) {
      // A restart that dies is the exit handler's to retry; a first start's death is the caller's to hear.
      if (exitedEarly !== null) {
        if (first) throw new Error(`${this.options.name} ${exitedEarly} before it was ready`);
        return;
      }
      if (this.child !== child || !this.wanted) return;
      if ((await this.ask(this.options.readyUrl, child)) === 200) {
        this.upSince = Date.now();
        this.setState('up');
        if (!first)
          this.options.log(
            `${this.options.name} is back (pid ${child.pid}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
          );
        this.startProbes(child);
        return;
      }
      await sleep(150);
    }
    const late = `${this.options.readyUrl} was not ready within ${this.options.readyTimeoutMs} ms`;
    if (!first) this.options.log(`${this.options.name}: ${late}; killing it`);
    child.kill('SIGKILL');
    if (first) throw new Error(late);
  }

  private onExit(child: ChildProcess, reason: string) {
    if (this.child !== child) return;
    this.stopProbes();
    if (!this.wanted) return;
    this.lastExit = reason;
    // A death during a restart's start counts too: the delay grows until it stays up.
    if (this.state === 'up' && Date.now() - this.upSince >= this.options.resetBackoffAfterMs)
      this.deathsInARow = 0;
    if (this.state === 'starting') return; // the first start reports it to the caller instead
    this.deathsInARow++;
    const delay = Math.min(
      this.options.firstBackoffMs * 2 ** (this.deathsInARow - 1),
      this.options.maxBackoffMs,
    );
    this.restarts++;
    this.setState('restarting');
    this.options.log(
      `${this.options.name} (pid ${child.pid}) ${reason}; restart ${this.restarts} in ${(delay / 1000).toFixed(2)} s`,
    );
    setTimeout(() => {
      if (!this.wanted || this.child !== child) return;
      void this.launch(false);
    }, delay).unref();
  }

  private strangerLogged = 0;

  /** A probe of `child`: an answer from another process on its port counts as none, and is logged once. */
  private ask(url: string, child: ChildProcess, timeoutMs = this.options.probeTimeoutMs) {
    return answers(url, timeoutMs, child.pid, (stranger) => {
      if (this.strangerLogged === stranger) return;
      this.strangerLogged = stranger;
      this.options.log(
        `${this.options.name}: ${url} was answered by pid ${stranger}, not by pid ${child.pid}: another process holds the port`,
      );
    });
  }

  private startProbes(child: ChildProcess) {
    this.stopProbes();
    this.failedProbes = 0;
    this.probeTimer = setInterval(() => void this.probe(child), this.options.probeEveryMs);
    this.probeTimer.unref();
  }

  private stopProbes() {
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = null;
  }

  private async probe(child: ChildProcess) {
    const { name, probeTimeoutMs, failedProbesBeforeKill } = this.options;
    const live = await this.ask(this.options.liveUrl, child, probeTimeoutMs);
    if (this.child !== child || !this.wanted || child.exitCode !== null) return;
    if (live !== 200) {
      this.failedProbes++;
      if (this.failedProbes >= failedProbesBeforeKill) {
        this.options.log(
          `${name} (pid ${child.pid}) did not answer ${this.failedProbes} liveness probes: killing it`,
        );
        this.stopProbes();
        child.kill('SIGKILL');
      }
      return;
    }
    this.failedProbes = 0;
    const ready = await this.ask(this.options.readyUrl, child, probeTimeoutMs);
    if (this.child !== child || !this.wanted) return;
    if (ready === 200 && this.state === 'not ready') {
      this.options.log(`${name} is ready again`);
      this.setState('up');
    } else if (ready !== 200 && this.state === 'up') {
      this.options.log(`${name} is not ready (readiness answered ${ready ?? 'nothing'})`);
      this.setState('not ready');
    }
  }
}
