// Social cards' cost (issue #30 item 4): a generated corpus built cold with
// socialCards off, then cold and warm with it on, each in a fresh process.
// Budget: under 2 s per 100 pages cold, nothing drawn warm. Reports the
// build's wall time with and without cards, and the time from the first card
// asked for to the last one ready (they are drawn on another thread while the
// pages render, so only part of it adds to the build).
// Run alone with `node bench/social-cards.mjs [pages]` (default 100); `pnpm bench` includes it.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './generate.mjs';
import { timedBuild } from './timed-build.mjs';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');

export const SOCIAL_CARDS_BUDGET = { coldSecondsPer100: 2, warmDrawn: 0 };

function build(dir) {
  const { stdout, seconds, cpuSeconds } = timedBuild(dir);
  const cards = /Social cards: (\d+), (\d+) drawn(?: in (\d+(?:\.\d+)?) s)?/.exec(stdout);
  return {
    seconds,
    cpuSeconds,
    cards: cards ? Number(cards[1]) : 0,
    drawn: cards ? Number(cards[2]) : 0,
    drawSeconds: cards?.[3] ? Number(cards[3]) : 0,
  };
}

export async function benchSocialCards(pages = 100) {
  const dir = path.join(repo, 'bench/tmp', `social-cards-${pages}`);
  await mkdir(path.dirname(dir), { recursive: true });
  await generateCorpus(dir, pages);
  const config = path.join(dir, 'site/ctfdocs.config.yaml');
  const cold = () => rm(path.join(dir, '.ctfdocs-cache'), { recursive: true, force: true });
  await cold();
  const off = build(dir);
  await writeFile(config, `${await readFile(config, 'utf8')}socialCards:\n  enabled: true\n`);
  await cold();
  const on = build(dir);
  const warm = build(dir);
  await rm(dir, { recursive: true, force: true });
  const per100 = (s) => Number(((s * 100) / on.cards).toFixed(2));
  return {
    pages,
    cards: on.cards,
    coldOff: off,
    coldOn: on,
    warmOn: warm,
    coldDeltaPer100: per100(on.seconds - off.seconds),
    coldCpuDeltaPer100: on.cpuSeconds !== null && off.cpuSeconds !== null ? per100(on.cpuSeconds - off.cpuSeconds) : null,
    drawPer100: per100(on.drawSeconds),
    warmDrawn: warm.drawn,
  };
}

export function socialCardsMarkdown(r) {
  return [
    `| | cold, cards off | cold, cards on | warm, cards on |`,
    '| --- | --- | --- | --- |',
    `| build wall time | ${r.coldOff.seconds} s | ${r.coldOn.seconds} s | ${r.warmOn.seconds} s |`,
    `| build CPU time | ${r.coldOff.cpuSeconds ?? '—'} s | ${r.coldOn.cpuSeconds ?? '—'} s | ${r.warmOn.cpuSeconds ?? '—'} s |`,
    `| cards drawn | — | ${r.coldOn.drawn} of ${r.cards} (first asked to last ready: ${r.coldOn.drawSeconds} s) | ${r.warmOn.drawn} |`,
    '',
    `Per 100 pages, cold: ${r.coldDeltaPer100} s more wall time (${r.coldCpuDeltaPer100 ?? '—'} s more CPU), ${r.drawPer100} s from the first card to the last; warm: ${r.warmDrawn} drawn. Budget: under ${SOCIAL_CARDS_BUDGET.coldSecondsPer100} s per 100 pages cold, ${SOCIAL_CARDS_BUDGET.warmDrawn} warm.`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await benchSocialCards(Number(process.argv[2] ?? 100));
  console.log(socialCardsMarkdown(r));
}
