/**
 * Whether this process is on its way out: set when SIGTERM arrives (main.ts), before the drain, so
 * /readyz answers 503 and load balancers take it out while it still serves what they send meanwhile.
 */
export type Lifecycle = {
  readonly isStopping: boolean;
  beginStopping(): void;
};

export function createLifecycle(): Lifecycle {
  let isStopping = false;
  return {
    get isStopping() {
      return isStopping;
    },
    beginStopping() {
      isStopping = true;
    },
  };
}
