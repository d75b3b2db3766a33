/**
 * Valid PDFs for tests and scripts: the server refuses an upload whose pages it cannot read
 * (issue 58), so fixtures are real documents with correct xref offsets.
 */

/**
 * A PDF of the given objects, numbered from 1 (object 1 is the catalog). `padTo` makes it exactly
 * that many bytes with a comment after the header, so the offsets stay right.
 */
export function pdfFromObjects(objects: readonly string[], padTo = 0): Buffer {
  const build = (padding: number) => {
    let out = padding > 0 ? `%PDF-1.4\n%${' '.repeat(padding)}\n` : '%PDF-1.4\n';
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(Buffer.byteLength(out, 'latin1'));
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  };
  const plain = build(0);
  if (padTo <= plain.length) return plain;
  // The padding line adds "%" and "\n" besides its spaces; the xref offset may gain digits.
  for (let padding = padTo - plain.length - 2; padding > 0; padding--) {
    const padded = build(padding);
    if (padded.length === padTo) return padded;
    if (padded.length < padTo) break;
  }
  throw new Error(`cannot pad a PDF to exactly ${padTo} bytes`);
}

/** A one-page PDF with a line of text; `padTo` bytes long when given. */
export function onePagePdf(text = 'Zborovodja', padTo = 0): Buffer {
  const stream = `BT /F1 24 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  return pdfFromObjects(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ],
    padTo,
  );
}
