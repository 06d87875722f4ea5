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

export type CertificatePdfInput = { certificate: CertificateRow; verificationUrl: string; issuer: string };

/** The certificate as an A4 landscape PDF: holder, module, hours, date, issuer, QR code and the verification URL. */
export async function renderCertificatePdf({ certificate, verificationUrl, issuer }: CertificatePdfInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(verificationUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: { Title: `Certificate: ${certificate.moduleTitle}`, Author: issuer, Subject: `Certificate ${certificate.id}` },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;
  doc.rect(28, 28, doc.page.width - 56, doc.page.height - 56).lineWidth(2).stroke('#4f46e5');
  doc.font('bold').fontSize(14).fillColor('#4f46e5').text('REELWRIGHT', 56, 64, { width, align: 'center', characterSpacing: 4 });
  doc.moveDown(0.8).font('bold').fontSize(30).fillColor('#111827').text('Certificate of Completion', { width, align: 'center' });
  doc.moveDown(0.8).font('regular').fontSize(13).fillColor('#374151').text('This certifies that', { width, align: 'center' });
  doc.moveDown(0.4).font('bold').fontSize(26).fillColor('#111827').text(certificate.holderName, { width, align: 'center' });
  doc.moveDown(0.4).font('regular').fontSize(13).fillColor('#374151').text('completed the self-paced module', { width, align: 'center' });
  doc.moveDown(0.4).font('bold').fontSize(20).fillColor('#111827').text(certificate.moduleTitle, { width, align: 'center' });
  const issued = certificate.issuedAt.toISOString().slice(0, 10);
  doc
    .moveDown(0.6)
    .font('regular')
    .fontSize(12)
    .fillColor('#374151')
    .text(`${certificate.hours} hours of guided lessons · Issued ${issued} by ${issuer}`, { width, align: 'center' });

  const bottom = doc.page.height - 56 - 130;
  doc.image(qr, 56 + 8, bottom, { width: 110, height: 110 });
  const textX = 56 + 136;
  doc.font('bold').fontSize(11).fillColor('#111827').text('Verify this certificate', textX, bottom + 4, { width: width - 136 });
  doc.font('regular').fontSize(10).fillColor('#1d4ed8').text(verificationUrl, { width: width - 136, link: verificationUrl, underline: false });
  doc.moveDown(0.3).fillColor('#374151').text(`Certificate id: ${certificate.id}`, { width: width - 136 });
  doc.moveDown(0.5).fontSize(9).fillColor('#4b5563').text(CERTIFICATE_ATTESTATION, { width: width - 136 });
  doc.end();
  return done;
}
