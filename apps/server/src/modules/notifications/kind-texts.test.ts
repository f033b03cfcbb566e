import { NOTIFICATION_KINDS, notificationContentSchema } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { galleryUnpublishedContent, kindContent, withLine } from './kind-texts.ts';

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

  it('keeps a comment under the translated title and an unpublish reason under its translated title', () => {
    expect(withLine(kindContent('comment', { by: 'ada', title: 'Grating' }), 'Nice lay!')).toEqual({
      en: ['New comment', 'ada commented on Grating.', 'Nice lay!'],
      ja: ['新しいコメント', 'adaさんがGratingにコメントしました。', 'Nice lay!'],
      zh: ['新评论', 'ada评论了Grating。', 'Nice lay!'],
    });
    const removed = galleryUnpublishedContent('Grating', 'Not a surface');
    expect(Object.keys(removed).sort()).toEqual(['en', 'ja', 'zh']);
    expect(removed.ja).toEqual(['スタッフが「Grating」を公開ギャラリーから外しました', 'Not a surface']);
  });
});
