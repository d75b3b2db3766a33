const slovenianPlurals = new Intl.PluralRules('sl');

/** Slovenian word forms after a number, by CLDR's plural rules: 1, 2, 3–4, 5+ (101 like 1, 102 like 2, …). */
export const plural = (n: number, one: string, two: string, few: string, many: string) => {
  const form = slovenianPlurals.select(n);
  return form === 'one' ? one : form === 'two' ? two : form === 'few' ? few : many;
};
