import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUNCATE_MARKER } from '../../schemas/blog.ts';
import { excerptOf } from './excerpt.ts';

const marker = new RegExp(DEFAULT_TRUNCATE_MARKER);

describe("a post's excerpt", () => {
  it('is the body before the truncate marker, in markdown and in MDX', () => {
    expect(excerptOf('Summary line.\n\n<!-- truncate -->\n\nThe rest.\n', marker)).toBe('Summary line.');
    expect(excerptOf('Summary.\n\n<!--truncate-->\nRest.', marker)).toBe('Summary.');
    expect(excerptOf('import X from "./x";\n\nSummary.\n\n{/* truncate */}\n\nRest.', marker)).toBe('import X from "./x";\n\nSummary.');
  });

  it('is none without a marker, and a marker in a code block is not one', () => {
    expect(excerptOf('No marker here.\n', marker)).toBeUndefined();
    expect(excerptOf('Write this:\n\n```md\n<!-- truncate -->\n```\n\nEnd.', marker)).toBeUndefined();
    expect(excerptOf('```md\n<!-- truncate -->\n```\n\nIntro.\n\n<!-- truncate -->\n\nMore.', marker)).toBe('```md\n<!-- truncate -->\n```\n\nIntro.');
  });

  it("follows the blog's own marker", () => {
    expect(excerptOf('Intro.\n\n<!-- more -->\n\nRest.', /<!--\s*more\s*-->/)).toBe('Intro.');
    expect(excerptOf('Intro.\n\n<!-- truncate -->\n\nRest.', /<!--\s*more\s*-->/)).toBeUndefined();
  });
});
