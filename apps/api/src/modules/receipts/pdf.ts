import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * The PDF toolkit of receipts and statements. The standard PDF fonts have no ₹ sign (nor
 * Devanagari, for a family's name): Noto Sans, embedded (subset to the glyphs used) under the
 * SIL Open Font License, has both. See assets/fonts/OFL.txt.
 */
const fontsDir = new URL('../../../assets/fonts/', import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(new URL('NotoSans-Regular.ttf', fontsDir)),
    bold: readFileSync(new URL('NotoSans-Bold.ttf', fontsDir)),
  };
  return fonts;
}

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#5f6b7a';
const RULE = '#d5dbe1';

/** Builds a one-document PDF and answers its bytes. */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Producer: 'CareConnect', Creator: 'CareConnect' },
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  doc.font('body').fillColor(INK);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** The issuer's block at the top of every document: name, address and GSTIN. */
export function issuerHeader(
  doc: Pdf,
  platform: { name: string; address: string; gstin: string | undefined },
  documentTitle: string,
) {
  const top = doc.y;
  const width = doc.page.width - MARGIN * 2;
  doc.font('bold').fontSize(18).fillColor(INK).text(platform.name, MARGIN, top, { width });
  doc
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(platform.address, { width: width * 0.6 });
  if (platform.gstin) doc.text(`GSTIN: ${platform.gstin}`);
  const below = doc.y;
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text(documentTitle, MARGIN, top + 4, { width, align: 'right' });
  doc.y = Math.max(below, doc.y) + 10;
  rule(doc);
}

/** Starts a new page unless `height` more points fit above the bottom margin. */
function ensureSpace(doc: Pdf, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

export function rule(doc: Pdf) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
  doc.y += 10;
}

/** A label and its value on one line, the value right-aligned (amounts line up). */
export function row(doc: Pdf, label: string, value: string, options: { strong?: boolean } = {}) {
  const width = doc.page.width - MARGIN * 2;
  ensureSpace(doc, 20);
  const y = doc.y;
  doc
    .font(options.strong ? 'bold' : 'body')
    .fontSize(options.strong ? 11 : 10)
    .fillColor(options.strong ? INK : MUTED)
    .text(label, MARGIN, y, { width: width / 2 });
  const labelBottom = doc.y;
  doc.fillColor(INK).text(value, MARGIN + width / 2, y, { width: width / 2, align: 'right' });
  doc.y = Math.max(labelBottom, doc.y) + 4;
}

export function heading(doc: Pdf, text: string) {
  doc.y += 6;
  // A heading never ends a page: it keeps at least a line of what it heads.
  ensureSpace(doc, 50);
  doc.font('bold').fontSize(11).fillColor(INK).text(text, MARGIN, doc.y);
  doc.y += 4;
}

export function note(doc: Pdf, text: string) {
  const width = doc.page.width - MARGIN * 2;
  doc.font('body').fontSize(8.5).fillColor(MUTED);
  ensureSpace(doc, doc.heightOfString(text, { width }));
  doc.text(text, MARGIN, doc.y, { width });
}

export interface Column {
  title: string;
  /** Share of the printable width. */
  width: number;
  align?: 'left' | 'right';
}

/** A table whose rows move to a new page (with the header again) when the page is full. */
export function table(
  doc: Pdf,
  columns: readonly Column[],
  rows: readonly string[][],
  totals?: string[],
) {
  const width = doc.page.width - MARGIN * 2;
  const bottom = doc.page.height - MARGIN;
  const titles = columns.map((c) => c.title);
  const line = (cells: readonly string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(8.5).fillColor(INK);
    const heights = cells.map((cell, i) =>
      doc.heightOfString(cell, { width: columns[i]!.width * width - 6 }),
    );
    const height = Math.max(...heights);
    if (doc.y + height > bottom) {
      doc.addPage();
      // A continued table repeats its header.
      if (font === 'body') line(titles, 'bold');
      doc.font(font).fontSize(8.5).fillColor(INK);
    }
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(cell, x, y, { width: column.width * width - 6, align: column.align ?? 'left' });
      x += column.width * width;
    });
    doc.y = y + height + 4;
  };
  line(titles, 'bold');
  rule(doc);
  for (const cells of rows) line(cells, 'body');
  if (totals) {
    rule(doc);
    line(totals, 'bold');
  }
}
