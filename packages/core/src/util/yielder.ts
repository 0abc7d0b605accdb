/**
 * For long runs of synchronous work (writing files one after another): call
 * the returned function after each step; it lets the event loop run once
 * `ms` have passed since it last did, so signals, timers and other work get
 * their turn without each step paying for an await of its own.
 */
export function eventLoopYielder(ms: number): () => Promise<void> | undefined {
  let last = performance.now();
  return () => {
    if (performance.now() - last <= ms) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        last = performance.now();
        resolve();
      }),
    );
  };
}
