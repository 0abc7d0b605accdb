// What a check does with a problem it finds (`onBrokenLinks` and the other
// `on…` keys): shared by the site schema and the API reference's path check.
import { z } from 'zod';

export const onProblemSchema = z.enum(['throw', 'warn', 'ignore']);

export type OnProblem = z.infer<typeof onProblemSchema>;
