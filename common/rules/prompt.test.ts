import fc from 'fast-check';
import { demoGenerateRequestSchema } from '../contracts/video';
import { cleanPrompt } from './prompt';

describe('cleanPrompt', () => {
  it('leaves no control character but tab and newline, no outer whitespace, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (raw) => {
        const clean = cleanPrompt(raw);
        // eslint-disable-next-line no-control-regex
        expect(clean).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
        expect(clean).toBe(clean.trim());
        expect(cleanPrompt(clean)).toBe(clean);
      }),
      { numRuns: 1000 },
    );
  });

  it('counts the limits after cleaning', () => {
    const parse = (prompt: string) => demoGenerateRequestSchema.safeParse({ prompt, visualStyle: 'pixar' });
    expect(parse('\u0000\u0001 123456789 \u0002').success).toBe(false);
    expect(parse('  1234567890  ').data?.prompt).toBe('1234567890');
    expect(parse(`${'x'.repeat(500)}\u0007\u0007`).success).toBe(true);
    expect(parse('x'.repeat(501)).success).toBe(false);
  });
});
