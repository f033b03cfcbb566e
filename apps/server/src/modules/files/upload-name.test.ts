import { ITEM_NAME_MAX_LENGTH, isAllowedItemName } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { uploadFileName } from './upload-name.ts';

describe('uploadFileName', () => {
  it('strips bidirectional controls, so a name reads as what it is', () => {
    expect(uploadFileName('\u202Egnp.exe.txt')).toBe('gnp.exe.txt');
    expect(uploadFileName('a\u2066b\u2069c\u200E\u200F\u061C\u202A\u202B\u202C\u202D.sur')).toBe('abc.sur');
  });

  it('drops directory parts and replaces forbidden and control characters', () => {
    expect(uploadFileName('C:\\Users\\me\\scan.sur')).toBe('scan.sur');
    expect(uploadFileName('../../etc/passwd')).toBe('passwd');
    expect(uploadFileName('a<b>c:d"e|f?g*h\u0001i\u007F.gsf')).toBe('a_b_c_d_e_f_g_h_i_.gsf');
  });

  it('prefixes reserved device names and names empty or dot-only results', () => {
    expect(uploadFileName('CON.txt')).toBe('_CON.txt');
    expect(uploadFileName('lpt1')).toBe('_lpt1');
    expect(uploadFileName('')).toBe('upload');
    expect(uploadFileName('..')).toBe('upload');
    expect(uploadFileName('\u202E')).toBe('upload');
    expect(uploadFileName('   ')).toBe('upload');
  });

  it('shortens overlong names to the limit, keeping the extension', () => {
    const name = uploadFileName(`${'é'.repeat(400)}.x3p`);
    expect(name.length).toBe(ITEM_NAME_MAX_LENGTH);
    expect(name.endsWith('.x3p')).toBe(true);
    const emoji = uploadFileName(`${'😀'.repeat(200)}.sur`);
    expect(emoji.length).toBeLessThanOrEqual(ITEM_NAME_MAX_LENGTH);
    expect(emoji.endsWith('😀.sur')).toBe(true);
  });

  it('always answers a name the rename rules accept', () => {
    for (const raw of ['\u202Egnp.exe.txt', 'CON', 'a/b', 'x'.repeat(300), 'nul.tar.gz', ' .sur ']) {
      expect(isAllowedItemName(uploadFileName(raw)), raw).toBe(true);
    }
  });
});
