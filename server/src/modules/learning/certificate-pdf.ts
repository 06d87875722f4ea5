import { CERTIFICATE_ATTESTATION } from '@common/contracts/learning';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CertificateRow } from './repository';

// Montserrat (SIL Open Font License 1.1, shipped by @fontsource/montserrat), embedded as a subset.
// Its Latin subset: a name outside Latin script would show missing glyphs (see ADR 019).
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('@fontsource/montserrat/files/montserrat-latin-400-normal.woff');
const FONT_BOLD = require.resolve('@fontsource/montserrat/files/montserrat-latin-700-normal.woff');

/** What the holder did, in words (lessons, practice tasks, the quiz); one line on the certificate. */
export type CertificatePdfInput = { certificate: CertificateRow; verificationUrl: string; issuer: string; completed: string };

/**
 * The certificate as an A4 landscape PDF: holder, module, what was completed, hours, date, issuer,
 * QR code and the verification URL. Tagged PDF 1.7 (ADR 048): a Document structure whose
 * headings and paragraphs are in reading order, English as its language, the title shown instead of
 * the file name, the frame as an artifact, and the QR code a Figure with alternative text, so a
 * screen reader reads it and text extraction keeps its order.
 */
export async function renderCertificatePdf({ certificate, verificationUrl, issuer, completed }: CertificatePdfInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(verificationUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const program = certificate.kind === 'program';
  const title = `Certificate: ${certificate.moduleTitle}`;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en',
    displayTitle: true,
    info: { Title: title, Author: issuer, Subject: `Certificate ${certificate.id}` },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - 112;
  const centred = { width, align: 'center' as const };
  const block = (tag: string, draw: () => void) => root.add(doc.struct(tag, {}, [draw]));

  // the frame is decoration: an artifact, outside the structure
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .lineWidth(2)
    .stroke('#4f46e5');
  doc.endMarkedContent();

  block('P', () =>
    doc
      .font('bold')
      .fontSize(14)
      .fillColor('#4f46e5')
      .text('REELWRIGHT', 56, 64, { ...centred, characterSpacing: 4 }),
  );
  block('H1', () => doc.moveDown(0.8).font('bold').fontSize(30).fillColor('#111827').text('Certificate of Completion', centred));
  block('P', () => doc.moveDown(0.8).font('regular').fontSize(13).fillColor('#374151').text('This certifies that', centred));
  block('P', () => doc.moveDown(0.4).font('bold').fontSize(26).fillColor('#111827').text(certificate.holderName, centred));
  block('P', () =>
    doc
      .moveDown(0.4)
      .font('regular')
      .fontSize(13)
      .fillColor('#374151')
      .text(program ? 'completed the program' : 'completed the self-paced module', centred),
  );
  block('H2', () => doc.moveDown(0.4).font('bold').fontSize(20).fillColor('#111827').text(certificate.moduleTitle, centred));
  block('P', () => doc.moveDown(0.5).font('regular').fontSize(12).fillColor('#374151').text(completed, centred));
  const issued = certificate.issuedAt.toISOString().slice(0, 10);
  block('P', () =>
    doc
      .moveDown(0.3)
      .font('regular')
      .fontSize(12)
      .fillColor('#374151')
      .text(`${certificate.hours} hours of guided lessons and practice · Issued ${issued} by ${issuer}`, centred),
  );

  const bottom = doc.page.height - 56 - 130;
  const textX = 56 + 136;
  root.add(
    doc.struct('Figure', { alt: `QR code that opens the verification page ${verificationUrl}` }, [
      () => doc.image(qr, 56 + 8, bottom, { width: 110, height: 110 }),
    ]),
  );
  block('H2', () =>
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('#111827')
      .text('Verify this certificate', textX, bottom + 4, { width: width - 136 }),
  );
  root.add(
    doc.struct('Link', {}, [
      () =>
        doc
          .font('regular')
          .fontSize(10)
          .fillColor('#1d4ed8')
          .text(verificationUrl, { width: width - 136, link: verificationUrl, underline: false }),
    ]),
  );
  block('P', () =>
    doc
      .moveDown(0.3)
      .fillColor('#374151')
      .text(`Certificate id: ${certificate.id}`, { width: width - 136 }),
  );
  block('P', () =>
    doc
      .moveDown(0.5)
      .fontSize(9)
      .fillColor('#4b5563')
      .text(CERTIFICATE_ATTESTATION, { width: width - 136 }),
  );
  root.end();
  doc.end();
  return done;
}
