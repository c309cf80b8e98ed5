import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type Embedder, toUnitVector } from "./phrase-vectors";

/**
 * The sentence model as an `Embedder`: phrases go to `sentence-model-process` (started on first use,
 * stopped after IDLE_MS without work) and come back as 512-number unit vectors. A request that gets
 * no answer within TIMEOUT_MS fails; the caller then orders by the word vectors alone.
 */

export const SENTENCE_MODEL_NAME = "sentence-encoder-lite";
/** Generous: the first request also waits for the model to load (about 0.3 s, seconds on a busy machine). */
const TIMEOUT_MS = 10_000;
const IDLE_MS = 10 * 60_000;

/**
 * A 1 MB young generation instead of 16 MB: the model's every call makes short-lived tensors, and the
 * larger nursery kept about 60 MB more resident (250 → 190 MB after 30 calls of 40 phrases, measured by
 * forking the built process; decision 0020). TensorFlow's WebAssembly memory, the rest, never shrinks.
 */
const SENTENCE_MODEL_NODE_FLAGS = ["--max-semi-space-size=1"];

type Reply = { id: number; vectors?: Float32Array[]; error?: string } | { ready: true };
type Pending = {
  /** The process the phrases went to: only its exit fails them. */
  owner: ChildProcess;
  resolve(vectors: Float32Array[]): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
};

/** Where the child's entry is: beside this file as TypeScript (tsx, tests), else beside the built server. */
function entry(): { file: string; execArgv: string[] } {
  const source = import.meta.url.endsWith(".ts");
  return {
    file: fileURLToPath(
      new URL(source ? "./sentence-model-process.ts" : "./sentence-model-process.js", import.meta.url),
    ),
    execArgv: [...(source ? ["--import", "tsx"] : []), ...SENTENCE_MODEL_NODE_FLAGS],
  };
}

// Process-wide: one sentence-model child process serves every app of this process (no config).
let child: ChildProcess | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
/** Processes that said they have loaded the model. */
const loaded = new WeakSet<ChildProcess>();
let idleTimer: NodeJS.Timeout | null = null;

function failAll(owner: ChildProcess, error: Error) {
  for (const [id, request] of pending) {
    if (request.owner !== owner) continue;
    clearTimeout(request.timer);
    request.reject(error);
    pending.delete(id);
  }
}

function start(): ChildProcess {
  const { file, execArgv } = entry();
  const started = fork(file, [], {
    execArgv,
    serialization: "advanced",
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  started.on("message", (reply: Reply) => {
    if (!("id" in reply)) {
      loaded.add(started);
      return;
    }
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    clearTimeout(request.timer);
    if (reply.vectors) request.resolve(reply.vectors);
    else request.reject(new Error(reply.error ?? "The sentence model gave no vectors"));
  });
  started.on("exit", (code, signal) => {
    if (child === started) child = null;
    failAll(started, new Error(`The sentence model process exited (${signal ?? code})`));
  });
  started.on("error", (error) => {
    if (child === started) child = null;
    failAll(started, error);
  });
  // Neither the process nor its channel keeps the app alive.
  started.unref();
  (started.channel as { unref?: () => void } | undefined)?.unref?.();
  return started;
}

function keepAliveFor(ms: number) {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(stopSentenceModel, ms);
  idleTimer.unref();
}

/** Starts the model's process now, so the first suggestions do not wait for it to load (the server calls this once it listens). */
export function warmUpSentenceModel() {
  child ??= start();
  keepAliveFor(IDLE_MS);
}

/**
 * Starts the model's process and resolves once it has loaded the model (or rejects after `limitMs`):
 * the matching evaluation waits for it, so a slow start on a busy machine is not read as a miss.
 */
export function sentenceModelLoaded(limitMs = 120_000): Promise<void> {
  warmUpSentenceModel();
  const running = child as ChildProcess;
  if (loaded.has(running)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The sentence model did not load within ${limitMs} ms`)),
      limitMs,
    );
    const onMessage = (reply: Reply) => {
      if ("id" in reply) return;
      clearTimeout(timer);
      running.off("message", onMessage);
      resolve();
    };
    running.on("message", onMessage);
  });
}

/** The model process's id while it runs (for /metrics), else null. */
export function sentenceModelPid(): number | null {
  return child?.pid ?? null;
}

/** Stops the model's process (after IDLE_MS without work, and when the app closes). */
export function stopSentenceModel() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const running = child;
  child = null;
  if (!running) return;
  failAll(running, new Error("The sentence model was stopped"));
  if (running.exitCode === null) running.kill();
}

function embed(texts: string[]): Promise<Float32Array[]> {
  child ??= start();
  const running = child;
  keepAliveFor(IDLE_MS);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`The sentence model did not answer within ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    pending.set(id, { owner: running, resolve, reject, timer });
    running.send({ id, texts }, (error) => {
      if (!error) return;
      pending.delete(id);
      clearTimeout(timer);
      reject(error);
    });
  });
}

export const sentenceEmbedder: Embedder = {
  name: SENTENCE_MODEL_NAME,
  async embed(texts) {
    const vectors = await embed(texts);
    if (vectors.length !== texts.length)
      throw new Error("The sentence model answered the wrong number of vectors");
    return vectors.map(toUnitVector);
  },
};
