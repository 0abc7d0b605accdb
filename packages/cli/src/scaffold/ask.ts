// Questions on a terminal, each with the answer taken when the reader just presses Enter.
import { createInterface } from 'node:readline/promises';

export async function askAll(questions: Array<{ prompt: string; answer: string }>): Promise<string[]> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answers: string[] = [];
    for (const q of questions) answers.push((await rl.question(`${q.prompt} (${q.answer}): `)).trim() || q.answer);
    return answers;
  } finally {
    rl.close();
  }
}
