import { errorMessages } from '@asperity/contract';
import { importWarningCodes } from '@asperity/core';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { warningMessageId } from './ImportWarnings.tsx';
import { messages } from './messages.ts';
import { extensionOf, uploadErrorMessage } from './uploadErrorMessage.ts';

const intlFor = (locale: 'en' | 'ja') =>
  createIntl({ locale, messages: { ...errorMessages[locale], ...messages[locale] } });

const text = (locale: 'en' | 'ja', name: string, errorCode: string) => {
  const { id, values } = uploadErrorMessage({ name, errorCode });
  return intlFor(locale).formatMessage({ id }, values);
};

describe('upload error texts (spec part 1 §8)', () => {
  it('names the extension of an unsupported file', () => {
    expect(extensionOf('Notes.TXT')).toBe('txt');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
    expect(text('en', 'words.txt', 'unsupported-image-type')).toBe('The file type .txt is not supported.');
    expect(text('ja', 'words.txt', 'unsupported-image-type')).toBe(
      'ファイル形式「.txt」には対応していません。',
    );
    expect(text('en', 'README', 'unsupported-image-type')).toBe(
      'Files without an extension are not supported.',
    );
  });

  it('uses the catalogue for the other upload codes and a library text for a duplicate', () => {
    expect(text('en', 'a.x3p', 'corrupt-file')).toBe(
      'The file is damaged or is not a valid measurement file.',
    );
    expect(text('en', 'a.x3p', 'quota-exceeded')).toBe('Maximum quota exceeded.');
    expect(text('en', 'a.x3p', 'image-length-exceeded')).toBe(
      'Image length exceeded: the file is too large.',
    );
    expect(text('en', 'a.x3p', 'conflict')).toBe('This file is already in your library.');
    expect(text('ja', 'a.x3p', 'conflict')).toBe('このファイルは既にライブラリにあります。');
    expect(text('en', 'a.x3p', 'no-such-code')).toBe(
      'Something went wrong, please try again or request support.',
    );
  });

  it('explains the 2D rule (restriction: a 2D image only once a 3D image is stored) in en, ja and zh', () => {
    expect(uploadErrorMessage({ name: 'photo.png', errorCode: 'restriction' })).toEqual({
      id: 'library.upload.needsThreeD',
    });
    expect(text('en', 'photo.png', 'restriction')).toBe(
      'A 2D image can be added once your library holds a 3D image: upload a measurement with heights first, then retry.',
    );
    expect(text('ja', 'photo.png', 'restriction')).toContain('3D 画像');
    const zh = createIntl({
      locale: 'zh',
      messages: { ...errorMessages.en, ...messages.en, ...errorMessages.zh, ...messages.zh },
    });
    expect(zh.formatMessage({ id: 'library.upload.needsThreeD' })).toBe(
      '只有当您的资料库中已有 3D 图像时才能添加 2D 图像：请先上传包含高度数据的测量文件，然后重试。',
    );
  });

  it('translates every import warning code in English and Japanese', () => {
    for (const code of importWarningCodes) {
      const id = warningMessageId(code);
      expect(id).toBe(`library.warning.${code}`);
      expect(messages.en[id as keyof typeof messages.en], code).toBeTruthy();
      expect(messages.ja[id as keyof typeof messages.ja], code).toBeTruthy();
      expect(messages.ja[id as keyof typeof messages.ja]).not.toBe(
        messages.en[id as keyof typeof messages.en],
      );
    }
    expect(Object.keys(messages.ja).sort()).toEqual(Object.keys(messages.en).sort());
  });

  it('says where the existing copy of a duplicate is', () => {
    const existingFile = {
      fileGuid: 'g',
      name: 'run.gsf',
      twoD: false,
      folderGuid: 'f',
      folderPath: ['Runs', 'May'],
    };
    const { id, values } = uploadErrorMessage({ name: 'run.gsf', errorCode: 'conflict', existingFile });
    expect(intlFor('en').formatMessage({ id }, values)).toBe(
      'This file is already in your library: Library / Runs / May / run.gsf.',
    );
    expect(text('en', 'run.gsf', 'conflict')).toBe('This file is already in your library.');
  });
});
