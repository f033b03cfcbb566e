import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('gives an ASCII name as it is in both parameters', () => {
    expect(attachmentDisposition('sample-1.x3p')).toBe(
      `attachment; filename="sample-1.x3p"; filename*=UTF-8''sample-1.x3p`,
    );
  });

  it('percent-encodes UTF-8 and spaces in filename* and replaces them in the fallback', () => {
    expect(attachmentDisposition('表面 1.sur')).toBe(
      `attachment; filename="__ 1.sur"; filename*=UTF-8''%E8%A1%A8%E9%9D%A2%201.sur`,
    );
  });

  it('keeps quotes and line breaks out of the header', () => {
    const header = attachmentDisposition('a"b\r\nc/d.png');
    expect(header).toBe(`attachment; filename="a_b_c_d.png"; filename*=UTF-8''a%22b_c_d.png`);
    expect(header).not.toMatch(/[\r\n]/);
  });
});
