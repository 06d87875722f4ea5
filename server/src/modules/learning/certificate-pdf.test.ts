import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderCertificatePdf } from './certificate-pdf';
import type { CertificateRow } from './repository';

// The certificate PDF checked with poppler's own tools (not the library that wrote it): tagged, in
// English, and its text extracts in reading order (acceptance 7 of issue 30).

const certificate: CertificateRow = {
  id: '0123456789abcdef0123456789abcdef',
  userId: '00000000-0000-4000-8000-000000000000',
  kind: 'module',
  moduleId: 'creative-intelligence',
  holderName: 'Katherine Johnson',
  moduleTitle: 'Creative Intelligence',
  hours: 8,
  issuedAt: new Date('2026-11-26T10:00:00Z'),
  revokedAt: null,
  revokedReason: null,
  revokedBy: null,
  statusListIndex: 7,
  identityHash: 'sha256$00',
  identitySalt: '00',
};
const verificationUrl = 'https://reelwright.example/verify/0123456789abcdef0123456789abcdef';
const completed = 'Completed: 6 lessons read, 6 practice tasks done in the product, the quiz passed with 85%.';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'certificate-pdf-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function writePdf(input: Partial<Parameters<typeof renderCertificatePdf>[0]> = {}): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, await renderCertificatePdf({ certificate, verificationUrl, issuer: 'Reelwright', completed, ...input }));
  return file;
}

describe('certificate PDF', () => {
  it('is a tagged PDF 1.7 in English whose text pdftotext reads in order: name, module, what was completed, the verification URL', async () => {
    const file = await writePdf();
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
    expect(info).toMatch(/^Title:\s+Certificate: Creative Intelligence$/m);

    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const order = [
      'Certificate of Completion',
      'Katherine Johnson',
      'Creative Intelligence',
      completed,
      '8 hours',
      'Verify this certificate',
      verificationUrl,
      'not an accredited qualification',
    ];
    const positions = order.map((needle) => text.indexOf(needle));
    expect(
      positions.every((p) => p >= 0),
      `missing: ${order.filter((_, i) => positions[i]! < 0).join(' | ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('names its language, shows its title and gives the QR code alternative text', async () => {
    const raw = (await import('node:fs')).readFileSync(await writePdf(), 'latin1');
    expect(raw).toMatch(/\/Lang \(en\)/);
    expect(raw).toMatch(/\/Marked true/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    expect(raw).toMatch(/\/S \/Figure/);
    expect(raw).toContain(`/Alt (QR code that opens the verification page ${verificationUrl})`);
  });

  it('says "completed the program" on the program certificate', async () => {
    const file = await writePdf({
      certificate: { ...certificate, kind: 'program', moduleId: 'certified-creator', moduleTitle: 'Reelwright Certified Creator', hours: 71 },
      completed: 'Completed: 7 module certificates.',
    });
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('completed the program Reelwright Certified Creator Completed: 7 module certificates.');
  });
});
