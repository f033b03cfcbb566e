// The gallery calls (contract gallery.ts, docs/api.md "Public gallery"). Answers are parsed with the
// contract's schemas: a wrong shape is a failure with the generic error, not a crash further down.
import {
  GALLERY_PATHS,
  galleryCommentSchema,
  galleryCommentsSchema,
  galleryItemStateSchema,
  galleryLikeSchema,
  galleryListSchema,
  type GalleryComment,
  type GalleryLike,
  type GalleryList,
  type GalleryPatchBody,
} from '@asperity/contract';
import { HttpError, type HttpClient } from '../../app/http.ts';

function parsed<T>(
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(200, 'something-went-wrong', 'unexpected answer shape');
  return result.data;
}

const itemPath = (template: string, shareHash: string) =>
  template.replace(':shareHash', encodeURIComponent(shareHash));

export const galleryKeys = {
  comments: (shareHash: string) => ['gallery', 'comments', shareHash] as const,
  staffPicks: ['gallery', 'staff-picks'] as const,
};

export const galleryApi = {
  list: async (
    http: HttpClient,
    query: Readonly<Record<string, string>>,
    signal?: AbortSignal,
  ): Promise<GalleryList> =>
    parsed(
      galleryListSchema,
      await http.get<unknown>(GALLERY_PATHS.list, { query, ...(signal ? { signal } : {}) }),
    ),
  like: async (http: HttpClient, shareHash: string, liked: boolean): Promise<GalleryLike> => {
    const path = itemPath(GALLERY_PATHS.like, shareHash);
    return parsed(
      galleryLikeSchema,
      liked ? await http.put<unknown>(path) : await http.delete<unknown>(path),
    );
  },
  comments: async (http: HttpClient, shareHash: string, signal?: AbortSignal): Promise<GalleryComment[]> =>
    parsed(
      galleryCommentsSchema,
      await http.get<unknown>(itemPath(GALLERY_PATHS.comments, shareHash), signal ? { signal } : {}),
    ).comments,
  addComment: async (http: HttpClient, shareHash: string, text: string): Promise<GalleryComment> =>
    parsed(
      galleryCommentSchema,
      await http.post<unknown>(itemPath(GALLERY_PATHS.comments, shareHash), { text }),
    ),
  deleteComment: (http: HttpClient, shareHash: string, id: string): Promise<void> =>
    http.delete<void>(itemPath(GALLERY_PATHS.comment, shareHash).replace(':id', encodeURIComponent(id))),
  patch: async (http: HttpClient, shareHash: string, body: GalleryPatchBody) =>
    parsed(galleryItemStateSchema, await http.patch<unknown>(itemPath(GALLERY_PATHS.item, shareHash), body)),
};
