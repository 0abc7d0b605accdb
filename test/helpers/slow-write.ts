// Child process for the interrupt test: writes many files through the same
// atomic writer as `ctfdocs build`, slowly enough to be interrupted mid-write.
import { writeOutputAtomic, type OutputFile } from '@ctfdocs/renderer';

const outDir = process.argv[2];
const files = new Map<string, OutputFile>();
const body = 'x'.repeat(20_000);
for (let i = 0; i < 20_000; i++) files.set(`pages/${i % 100}/page-${i}.html`, { contents: body });
await writeOutputAtomic(outDir, files);
console.log('finished');
