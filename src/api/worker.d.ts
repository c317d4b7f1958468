// Type declarations of `hnef/worker`: the engine in a worker (a browser's
// module Worker, or Node.js worker_threads), so a web app's main thread
// never blocks. See the package README ("hnef/worker").

import type { Analysis, HnefError, Level } from './hnef.js';

/** An analysis so far: what `onProgress` receives, and what `analyse` resolves to. */
export interface AnalysisUpdate extends Analysis {
  /** Nodes per second over the request so far. */
  nps: number;
  /** Milliseconds since the request started running in the worker. */
  elapsedMs: number;
}

/** Options of `Engine.aiMove`. */
export interface WorkerAiOptions {
  timeMs?: number;
  seed?: number | bigint;
  nodes?: number | bigint;
  depth?: number;
  /** Aborting it rejects the request with an AbortError (`code: 'aborted'`). */
  signal?: AbortSignal;
}

/** Options of `Engine.analyse`. */
export interface WorkerAnalyseOptions extends WorkerAiOptions {
  /** How many best moves (1 to 64, default 1). */
  lines?: number;
  /** Called with each update (after each finished depth or iteration). */
  onProgress?: (update: AnalysisUpdate) => void;
}

/** The engine in a worker; make one with `createEngine()`. */
export declare class Engine {
  private constructor();
  /** Resolves when the worker's engine is loaded. */
  readonly ready: Promise<void>;
  /** Workers started after the first (one per one-call request cancelled). */
  readonly restarts: number;
  /** The AI's move (`'from-to'`) for the side to move after `record`. */
  aiMove(record: string, level: Level, options?: WorkerAiOptions): Promise<string>;
  /**
   * Multi-line analysis of the position after `record`. With `nodes`:
   * one deterministic call (the same result as `Game.analyse`). Otherwise
   * it deepens step by step until `depth` (default 100) or `timeMs`.
   */
  analyse(record: string, options?: WorkerAnalyseOptions): Promise<AnalysisUpdate>;
  /** Forgets what the worker's searcher learnt. */
  clear(): void;
  /** Stops the worker; pending requests reject with code `'closed'`. */
  close(): void;
}

/** Starts an engine in a worker; resolves once it is loaded (rejects with code `'load_failed'`). */
export declare function createEngine(options?: { url?: string | URL }): Promise<Engine>;

export type { HnefError };
