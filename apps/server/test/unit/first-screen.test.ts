import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage, isPhone, scriptJson } from '../../src/http/first-screen.ts';

describe('isPhone', () => {
  it("trusts Chromium's client hint, else looks for Mobi in the user agent", () => {
    expect(isPhone({ 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(isPhone({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' })).toBe(false);
    expect(isPhone({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1' })).toBe(true);
    expect(isPhone({ 'user-agent': 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0' })).toBe(true);
    expect(isPhone({ 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/18.0 Safari/605.1.15' })).toBe(false);
    expect(isPhone({})).toBe(false);
  });
});

describe('scriptJson', () => {
  it('cannot end or open anything inside a <script> element, and parses back to the same value', () => {
    const value = { title: '</script><script>alert(1)</script><!-- \u2028\u2029 ščž' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('compressPage', () => {
  const page = '<p>Dogodki</p>'.repeat(200);
  it('brotli where accepted, else gzip, else the page as it is', () => {
    const br = compressPage('gzip, deflate, br, zstd', page);
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    const gzip = compressPage('gzip', page);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    expect(compressPage(undefined, page)).toEqual({ encoding: null, body: page });
    expect(compressPage('identity', page).encoding).toBeNull();
  });
});
