// localStorage that never throws: when storage is unavailable (privacy mode,
// a sandboxed frame) a warning is logged once and it behaves as empty.
let warned = false;

function warn(err: unknown) {
  if (warned) return;
  warned = true;
  console.warn('ctfdocs: browser storage is unavailable; preferences will not be saved.', err);
}

export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch (err) {
      warn(err);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch (err) {
      warn(err);
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch (err) {
      warn(err);
    }
  },
};
