/**
 * Build tool: writes public/downloads/moving-checklist.pdf from the same checklist data as the
 * table on /moving-guide/ (docs/product.md#other-content-pages), so the two can never disagree. Run
 * before `next build`.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import PDFDocument from 'pdfkit';
import { company } from '../content/company';
import { movingGuide } from '../content/moving-guide';

const outFile = resolve(process.cwd(), 'public/downloads/moving-checklist.pdf');
mkdirSync(dirname(outFile), { recursive: true });

const doc = new PDFDocument({
  size: 'A4',
  margin: 50,
  // Uncompressed: the file stays small (a few KB) and its text can be checked by the tests.
  compress: false,
  info: { Title: `Moving checklist - ${company.name}`, Author: company.name, Subject: 'Moving checklist' },
});
// A fixed creation date keeps the file identical from build to build.
doc.info.CreationDate = new Date('2026-01-01T00:00:00Z');

/** The PDF's built-in Helvetica has no curly quotes: use straight ones so no character is lost. */
const plain = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');

const navy = '#0b2545';
const saffron = '#a85a00';

doc.fillColor(navy).font('Helvetica-Bold').fontSize(22).text('Your moving checklist');
doc.moveDown(0.3);
doc.font('Helvetica').fontSize(11).fillColor('#333333').text(plain(movingGuide.intro));
doc.moveDown(1);

for (const row of movingGuide.checklist) {
  doc.font('Helvetica-Bold').fontSize(14).fillColor(saffron).text(row.when);
  doc.moveDown(0.2);
  doc.font('Helvetica').fontSize(11).fillColor('#222222');
  for (const task of row.tasks) {
    doc.text(`[  ]  ${plain(task)}`, { indent: 10 });
    doc.moveDown(0.15);
  }
  doc.moveDown(0.6);
}

doc.moveDown(0.5);
doc
  .font('Helvetica')
  .fontSize(10)
  .fillColor(navy)
  .text(`${company.name} - ${company.phoneDisplay} - ${company.email} - ${company.hours}`);

doc.pipe(createWriteStream(outFile));
doc.end();
console.log(`Wrote ${outFile}`);
