import { hasHiddenChars, hasLinkLikeText, usernameOneScript, ZDisplayName, ZUsername } from '@zborovodja/contracts';
import { describe, expect, it } from 'vitest';
import { inertText } from '../../src/mail/templates.ts';
import { usernameSkeleton } from '../../src/modules/users/username-skeleton.ts';

/** The name rules of issue 19 (#3, #6) that the web forms repeat; the API files test them in place. */
describe('names', () => {
  it('usernames: NFKC, then letters of one script', () => {
    expect(ZUsername.parse(' ｆｉｌｉｐ ')).toBe('filip');
    expect(ZUsername.parse('ﬁlip')).toBe('filip');
    for (const ok of ['Šimen_Žužek', 'Жанна', 'Ελένη.2', '日本語ひらがな', 'a.b-c_1']) expect(usernameOneScript(ok.normalize('NFKC')), ok).toBe(true);
    for (const bad of ['zborovodj\u0430', 'adm\u0456n', '\u0440aul', 'ana\u03BFva']) expect(ZUsername.safeParse(bad).success, bad).toBe(false);
  });

  it('skeletons match lookalikes only', () => {
    const same = [['zborovodj\u0430', 'zborovodja'], ['adm\u0456n', 'ADMIN'], ['\u0441\u043E\u0441\u0430', 'coca'], ['tenor1', 'tenorl'], ['ｚｂｏｒ', 'zbor']];
    for (const [a, b] of same) expect(usernameSkeleton(a), `${a} ~ ${b}`).toBe(usernameSkeleton(b));
    const differ = [['Šimen', 'Simen'], ['ana', 'anna'], ['kopeg', '\u043A\u043E\u0440\u0435\u0433']];
    for (const [a, b] of differ) expect(usernameSkeleton(a), `${a} ≁ ${b}`).not.toBe(usernameSkeleton(b));
  });

  it('display names: no bidi controls or invisible characters', () => {
    for (const bad of ['\u202E', '\u202A', '\u2066', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u0000', '\u001B', '\u2028', '\u3164']) {
      expect(hasHiddenChars(`Ana${bad}Marija`), JSON.stringify(bad)).toBe(true);
      expect(ZDisplayName.safeParse(`Ana${bad}Marija`).success).toBe(false);
    }
    expect(ZDisplayName.parse('Ana Marija Šušteršič')).toBe('Ana Marija Šušteršič');
  });

  it('community names: no link-like text; mail makes old ones inert', () => {
    for (const bad of ['https://x.si', 'www.zbor', 'zbor.si', 'ZBOR.COM', 'a@b.si']) expect(hasLinkLikeText(bad), bad).toBe(true);
    for (const ok of ['Zbor sv. Jožefa', 'Mešani pevski zbor Sv. Nikolaj', 'Zbor 2.0', 'Zbor sv.Jožefa']) expect(hasLinkLikeText(ok), ok).toBe(false);
    const inert = inertText('Obiščite https://zbor-login.example/x in pišite a@b.si \u202E');
    expect(hasLinkLikeText(inert)).toBe(false);
    expect(hasHiddenChars(inert)).toBe(false);
    // Issue 58, #20: times and numbers stay as written; a domain with a digit before its dot does not.
    expect(inertText('Vaja ob 10.00, Zbor 2.0')).toBe('Vaja ob 10.00, Zbor 2.0');
    expect(hasLinkLikeText(inertText('zbor2.si in www.zbor'))).toBe(false);
  });
});
