import { describe, expect, it } from 'vitest';
import { embedSnippet, sharedFilePathFor, sharedFolderPath } from './shareLinks.ts';
import { changePermission, permissionEnabled } from './sharePermissions.ts';

describe('sharedFilePath (spec part 1 §2 slug rule)', () => {
  it('lowercases and trims the title, turns whitespace to dashes, drops punctuation, collapses dashes', () => {
    expect(sharedFilePathFor('abc123', '  Machined Surface, Ra 0.8 µm!  ')).toBe(
      '/s/abc123/machined-surface-ra-08-µm'.replace('µ', encodeURIComponent('µ')),
    );
    expect(sharedFilePathFor('abc123', 'Step -- 200   nm (AFM)')).toBe('/s/abc123/step-200-nm-afm');
  });

  it('uses /2d-s for pictures and leaves the slug out when the title gives none', () => {
    expect(sharedFilePathFor('h', 'Photo of the sample', true)).toBe('/2d-s/h/photo-of-the-sample');
    expect(sharedFilePathFor('h', '!!!')).toBe('/s/h');
  });
});

describe('embedSnippet', () => {
  it('is a 640×360 iframe of /embed/{hash} with the title escaped', () => {
    expect(embedSnippet('https://a.example', 'h1', 'A "quoted" <title>')).toBe(
      '<iframe src="https://a.example/embed/h1" width="640" height="360" title="A &quot;quoted&quot; &lt;title&gt;" style="border:0" allow="fullscreen" loading="lazy"></iframe>',
    );
    expect(embedSnippet('https://a.example', 'h1', 't', { lite: true })).toContain(
      'src="https://a.example/embed/h1?autostart=1&amp;transparent=1&amp;lite=1"',
    );
  });
});

describe('sharedFolderPath', () => {
  it('carries the token', () => {
    expect(sharedFolderPath('f 1', 't/2')).toBe('/shared-folder/f%201?token=t%2F2');
  });
});

describe('share permissions (spec part 1 §4, §6)', () => {
  const none = { allowEditing: false, allowSaving: false, allowOriginalFileExport: false };

  it('turning saving off turns export off', () => {
    const all = { allowEditing: true, allowSaving: true, allowOriginalFileExport: true };
    expect(changePermission(all, 'allowSaving', false)).toEqual({
      ...all,
      allowSaving: false,
      allowOriginalFileExport: false,
    });
  });

  it('export cannot be on without saving', () => {
    expect(changePermission(none, 'allowOriginalFileExport', true)).toEqual(none);
    expect(permissionEnabled(none, 'allowOriginalFileExport')).toBe(false);
    expect(permissionEnabled({ ...none, allowSaving: true }, 'allowOriginalFileExport')).toBe(true);
  });

  it('a publicly shared file cannot be editable', () => {
    expect(changePermission(none, 'allowEditing', true, true).allowEditing).toBe(false);
    expect(permissionEnabled(none, 'allowEditing', true)).toBe(false);
  });
});
