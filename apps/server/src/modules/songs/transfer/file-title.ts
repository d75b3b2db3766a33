/** Voicings a choir's file names end with: SATB, SAB, SSA, TTBB, SA, TB… */
const VOICING = /^(?:[SATB]{2,6}|[SATB]{1,3}\+?(?:org|orgle|klavir))$/i;

/**
 * A song's title from a scanned file's name (issue 60): no folder, no extension, no leading
 * numbering ("03_", "12 - ", "7."), underscores as spaces, and a trailing voicing after a hyphen
 * ("-SATB") taken apart, so that "03_Zdrava_Marija-SATB.pdf" is "Zdrava Marija" for SATB.
 */
export function titleFromFileName(name: string): { title: string; voicing: string | null } {
  const base = name.replace(/\\/g, '/').split('/').pop() ?? name;
  let stem = base.replace(/\.[A-Za-z0-9]{1,8}$/, '');
  stem = stem.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
  stem = stem.replace(/^\d{1,4}(?:\s*[-.)]\s*|\s+)(?=\S)/, '');
  let voicing: string | null = null;
  const dash = /^(.*\S)\s*[-–]\s*([^-–\s]+)$/.exec(stem);
  if (dash && VOICING.test(dash[2])) {
    stem = dash[1];
    voicing = dash[2].toUpperCase();
  }
  return { title: stem.trim() || base, voicing };
}
