import { NOTIFICATION_KINDS, notificationContentSchema } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { kindContent } from './kind-texts.ts';

describe('server-made notification content', () => {
  it('is written in English, Japanese and Chinese for every kind, with the same lines', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const content = notificationContentSchema.parse(kindContent(kind, { by: 'ada', title: 'Grating' }));
      expect(Object.keys(content).sort(), kind).toEqual(['en', 'ja', 'zh']);
      expect(content.ja?.length, kind).toBe(content.en?.length);
      expect(content.zh?.length, kind).toBe(content.en?.length);
      expect(content.ja?.[0], kind).not.toBe(content.en?.[0]);
      expect(content.zh?.[0], kind).not.toBe(content.en?.[0]);
    }
  });

  it('names who liked or copied which image in each language', () => {
    const data = { by: 'ada', title: 'Grating' };
    expect(kindContent('like', data)).toEqual({
      en: ['New like', 'ada liked Grating.'],
      ja: ['新しい「いいね」', 'adaさんがGratingに「いいね」しました。'],
      zh: ['新的点赞', 'ada赞了Grating。'],
    });
    expect(kindContent('saved-copy', data)).toEqual({
      en: ['Copy saved', 'ada saved a copy of Grating.'],
      ja: ['コピーが保存されました', 'adaさんがGratingのコピーを保存しました。'],
      zh: ['副本已保存', 'ada保存了Grating的副本。'],
    });
  });
});
