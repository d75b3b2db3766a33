export { onePagePdf, pdfFromObjects } from '../../apps/server/test/pdf.ts';
