import { describe, expect, it } from 'vitest';
import { uploadKinds } from '@zborovodja/contracts';
import { detectFileKind } from '../../src/storage/file-types.ts';

const pad = (bytes: number[]) => Buffer.concat([Buffer.from(bytes), Buffer.alloc(16)]);

describe('detectFileKind', () => {
  it.each([
    ['jpg', [0xff, 0xd8, 0xff, 0xe0]],
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['gif', [...Buffer.from('GIF89a')]],
    ['gif', [...Buffer.from('GIF87a')]],
    ['pdf', [...Buffer.from('%PDF-1.7')]],
    ['tiff', [0x49, 0x49, 0x2a, 0x00]],
    ['tiff', [0x4d, 0x4d, 0x00, 0x2a]],
    ['webp', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')]],
    ['zip', [0x50, 0x4b, 0x03, 0x04]],
    // Issue 59: practice files.
    ['mid', [...Buffer.from('MThd'), 0, 0, 0, 6, 0, 1]],
    ['ogg', [...Buffer.from('OggS'), 0, 2]],
    ['mp3', [...Buffer.from('ID3'), 4, 0]],
    ['mp3', [0xff, 0xfb, 0x90, 0x64]],
    ['mp3', [0xff, 0xf3, 0x48, 0xc4]],
    ['m4a', [0, 0, 0, 0x20, ...Buffer.from('ftypM4A ')]],
    ['musicxml', [...Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" "x">\n<score-partwise version="4.0">')]],
    ['musicxml', [0xef, 0xbb, 0xbf, ...Buffer.from('<!-- MuseScore --><score-timewise>')]],
    ['mxl', [...Buffer.from('PK'), 3, 4, ...Array(22).fill(0), 8, 0, 0, 0, ...Buffer.from('mimetypeapplication/vnd.recordare.musicxml')]],
    ['mxl', [...Buffer.from('PK'), 3, 4, ...Array(22).fill(0), 22, 0, 0, 0, ...Buffer.from('META-INF/container.xml')]],
  ])('recognises %s', (kind, bytes) => {
    expect(detectFileKind(pad(bytes))).toBe(kind);
  });

  it.each([
    ['html', Buffer.from('<!doctype html><html>')],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['empty', Buffer.alloc(0)],
    ['riff without webp', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['gif lookalike', Buffer.from('GIF8xa..........')],
    ['xml that is no score', Buffer.from('<?xml version="1.0"?><score-partwisely/>')],
    ['score cut before its root', Buffer.from('<?xml version="1.0"?><!-- long')],
    ['mp3 sync with a reserved rate', Buffer.from([0xff, 0xfb, 0x9c, 0x64, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['mp4 video brand', Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypqt  '), Buffer.alloc(8)])],
  ])('refuses %s', (_name, buf) => {
    expect(detectFileKind(buf)).toBeNull();
  });

  it.each([
    ['other zip', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(22), Buffer.from([19, 0, 0, 0]), Buffer.from('[Content_Types].xml')])],
    ['zip with another mimetype', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(22), Buffer.from([8, 0, 0, 0]), Buffer.from('mimetypeapplication/epub+zip')])],
  ])('tells %s from a compressed score: a plain zip, which no upload allows', (_name, buf) => {
    expect(detectFileKind(buf)).toBe('zip');
    for (const allowed of Object.values(uploadKinds)) expect(allowed as readonly string[]).not.toContain('zip');
  });
});
