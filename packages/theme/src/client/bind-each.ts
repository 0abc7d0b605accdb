// The page is rendered on the server, so it is readable before any script
// runs. A part of the client runtime that throws while binding must not take
// the others down with it: each runs on its own and a failure is logged.
export function bindEach(binders: Record<string, () => unknown>): void {
  for (const [name, bind] of Object.entries(binders)) {
    try {
      const pending = bind();
      if (pending instanceof Promise) pending.catch((err: unknown) => report(name, err));
    } catch (err) {
      report(name, err);
    }
  }
}

function report(name: string, err: unknown) {
  console.error(`ctfdocs: ${name} failed to start; the rest of the page still works.`, err);
}
