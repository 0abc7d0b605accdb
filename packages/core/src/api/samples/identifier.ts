// Variable names for path parameters, shared by the sample languages: each
// language cases the words its own way, and they agree on where the words
// split and on which names cannot stand as they are.

/** The words of a parameter name joined by underscores: `challengeId`, `challenge-id` → `challenge_Id`, `challenge_id`. */
export function snakeWords(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[^A-Za-z0-9_]+/g, '_');
}

/** Whether a variable name cannot stand as it is: empty, starting with a digit, or a word the language (or the sample) reserves. */
export function needsMark(name: string, reserved: ReadonlySet<string> = new Set()): boolean {
  return !name || /^[0-9]/.test(name) || reserved.has(name);
}
