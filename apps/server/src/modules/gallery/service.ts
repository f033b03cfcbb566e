// The public gallery (spec part 1 §3, §6; issue 17 §2–§4): the list with every query field, likes
// (one per signed-in user), plain-text comments (signed-in users write; the item's author and staff
// delete) and staff curation (pick, unpublish with a reason the owner is told, restore). Whether a
// caller may see an item at all is the access function's (modules/access): a gallery item is a
// file reached by its share hash; this service adds that it must also be published.
import {
  TIME_RANGE_DAYS,
  richTextDocumentSchema,
  type GalleryAuthor,
  type GalleryCategory,
  type GalleryComment,
  type GalleryItem,
  type GalleryLike,
  type GalleryList,
  type GalleryPatchBody,
  type GalleryQuery,
  type NotificationData,
  type NotificationKind,
  type PublicThumbnailType,
  type RichTextDocument,
  type ShareTechnology,
  sharedFilePath,
  slugify,
} from '@asperity/contract';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { AccessService, Credentials, FileAccess } from '../access/access-service.ts';
import { galleryUnpublishedContent, kindContent, withLine } from '../notifications/kind-texts.ts';
import type { NotifyOptions } from '../notifications/service.ts';
import type { SharingRepo } from '../sharing/repo.ts';
import { searchWords, type CommentRow, type GalleryRepo, type GalleryRow, type SearchField } from './repo.ts';

const DAY_MS = 86_400_000;

/** Tells a user something (modules/notifications' notify). */
export type Notify = (
  userId: string,
  kind: NotificationKind,
  data: NotificationData,
  options?: NotifyOptions,
) => Promise<unknown>;

export interface GalleryServiceOptions {
  readonly notify: Notify;
  readonly now?: () => Date;
}

const isStaff = (user: UserRow | null): boolean =>
  user !== null && (user.is_staff === 1 || user.is_admin === 1);

function initialsOf(first: string, last: string, username: string): string {
  const initials = `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
  return initials === '' ? username.charAt(0).toUpperCase() : initials;
}

function authorOf(row: {
  readonly username: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly avatar: string | null;
}): GalleryAuthor {
  return {
    username: row.username,
    avatar: row.avatar,
    initials: initialsOf(row.first_name, row.last_name, row.username),
    // Encrypted files are not offered by this server (part 1 §6 encryption is not built).
    encryption: false,
  };
}

function documentOf(json: string | null): RichTextDocument | null {
  if (json === null) return null;
  const parsed = richTextDocumentSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

export class GalleryService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: GalleryRepo,
    private readonly sharing: SharingRepo,
    private readonly access: AccessService,
    private readonly options: GalleryServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** GET /gallery/list. */
  async list(credentials: Credentials, query: GalleryQuery): Promise<GalleryList> {
    if (query.staffOnly === true) {
      if (credentials.user === null) throw new AppError('unauthorized', 'staffOnly is for staff');
      if (!isStaff(credentials.user)) throw new AppError('forbidden', 'staffOnly is for staff');
    }
    const tags = (query.tags ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '');
    const words = searchWords(query.q ?? '');
    const fields: SearchField[] =
      query.searchBy !== 'all'
        ? [query.searchBy]
        : [
            'title',
            ...(query.searchDescription ? (['description'] as const) : []),
            ...(query.searchSystem ? (['system'] as const) : []),
          ];
    const rows = await this.repo.list({
      categories: [...new Set([...(query.category ? [query.category] : []), ...tags])],
      since:
        query.date === undefined
          ? undefined
          : new Date(this.now().getTime() - TIME_RANGE_DAYS[query.date] * DAY_MS).toISOString(),
      search: words.length > 0 ? { words, fields } : undefined,
      savable: query.savable,
      staffHidden: query.staffOnly === true,
      staffPicked: query.staffPicked,
      technology: query.technology,
      username: query.username,
      sortBy: query.sortBy,
      sortOrder: query.sortOrder,
      offset: query.offset,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const categories = await this.repo.categoriesOfAll(page.map((row) => row.file_guid));
    return {
      items: page.map((row) => itemOf(row, (categories.get(row.file_guid) ?? []) as GalleryCategory[])),
      hasMore: rows.length > query.limit,
    };
  }

  async like(credentials: Credentials, shareHash: string, liked: boolean): Promise<GalleryLike> {
    const user = this.signedIn(credentials, 'sign in to like');
    const granted = await this.publishedItem(credentials, shareHash);
    const { file } = granted;
    if (liked) await this.repo.like(file.guid, user.id, this.now().toISOString());
    else await this.repo.unlike(file.guid, user.id);
    if (liked && granted.owner.id !== user.id && granted.fileLink?.publicly_shared === 1) {
      const title = granted.fileLink.title ?? file.name;
      // One notification per liker and item however often the like is toggled; grouped per item.
      await this.options.notify(
        granted.owner.id,
        'like',
        { url: sharedFilePath(shareHash, slugify(title), file.two_d === 1), by: user.username, title },
        { groupKey: `gallery-like:${file.guid}`, onceKey: `${file.guid}:${user.id}` },
      );
    }
    return { likes: await this.repo.likes(file.guid), liked };
  }

  async comments(credentials: Credentials, shareHash: string): Promise<GalleryComment[]> {
    const granted = await this.publishedItem(credentials, shareHash);
    const canDelete = this.mayDeleteComments(credentials, granted);
    return (await this.repo.comments(granted.file.guid)).map((row) => commentOf(row, canDelete));
  }

  async addComment(credentials: Credentials, shareHash: string, text: string): Promise<GalleryComment> {
    const user = this.signedIn(credentials, 'sign in to comment');
    const granted = await this.publishedItem(credentials, shareHash);
    const row = {
      id: crypto.randomUUID(),
      file_guid: granted.file.guid,
      user_id: user.id,
      text,
      created_at: this.now().toISOString(),
    };
    await this.repo.addComment(row);
    if (granted.owner.id !== user.id) {
      const title = granted.fileLink?.title ?? granted.file.name;
      await this.options.notify(
        granted.owner.id,
        'comment',
        { url: sharedFilePath(shareHash, slugify(title), granted.file.two_d === 1) },
        { content: withLine(kindContent('comment', { by: user.username, title }), text) },
      );
    }
    return commentOf(
      {
        ...row,
        username: user.username,
        first_name: user.first_name,
        last_name: user.last_name,
        avatar: user.avatar,
      },
      this.mayDeleteComments(credentials, granted),
    );
  }

  async deleteComment(credentials: Credentials, shareHash: string, id: string): Promise<void> {
    this.signedIn(credentials, 'sign in to delete a comment');
    const granted = await this.publishedItem(credentials, shareHash);
    if (!this.mayDeleteComments(credentials, granted))
      throw new AppError('forbidden', 'only the author of the item and staff delete comments');
    if (!(await this.repo.deleteComment(granted.file.guid, id)))
      throw new AppError('not-found', `comment ${id}`);
  }

  /** Staff: pick or unpick, unpublish (the owner is told why) or restore an item staff unpublished. */
  async patch(
    credentials: Credentials,
    shareHash: string,
    body: GalleryPatchBody,
  ): Promise<{ staffPicked: boolean; published: boolean }> {
    const user = this.signedIn(credentials, 'sign in as staff');
    if (!isStaff(user)) throw new AppError('forbidden', 'gallery curation is for staff');
    const granted = await this.access.file(credentials, { shareHash }, 'read');
    const share = granted.fileLink;
    const listed = share !== null && (share.publicly_shared === 1 || share.staff_hidden === 1);
    if (!share || !listed) throw new AppError('not-found', 'gallery item');
    let published = share.publicly_shared === 1;
    let staffPicked = share.staff_picked === 1;
    const at = this.now().toISOString();
    if (body.published === false && published) {
      const reason = body.reason ?? 'It does not follow the gallery rules.';
      await this.sharing.updateFileShare(share.file_guid, {
        publicly_shared: 0,
        staff_hidden: 1,
        staff_picked: 0,
        unpublish_reason: reason,
        updated_at: at,
      });
      published = false;
      staffPicked = false;
      const title = share.title ?? granted.file.name;
      await this.options.notify(
        granted.owner.id,
        'staff-action',
        { url: sharedFilePath(shareHash, slugify(title), granted.file.two_d === 1) },
        { content: galleryUnpublishedContent(title, reason) },
      );
    } else if (body.published === true && !published) {
      await this.sharing.updateFileShare(share.file_guid, {
        publicly_shared: 1,
        staff_hidden: 0,
        unpublish_reason: null,
        updated_at: at,
      });
      published = true;
    }
    if (body.staffPicked !== undefined && body.staffPicked !== staffPicked) {
      if (body.staffPicked && !published)
        throw new AppError('invalid-request', 'only a published item can be staff-picked');
      await this.sharing.updateFileShare(share.file_guid, { staff_picked: body.staffPicked ? 1 : 0 });
      staffPicked = body.staffPicked;
      if (staffPicked) {
        const title = share.title ?? granted.file.name;
        await this.options.notify(
          granted.owner.id,
          'staff-pick',
          // The kind's own content, in every translated language.
          { url: sharedFilePath(shareHash, slugify(title), granted.file.two_d === 1), title },
        );
      }
    }
    return { staffPicked, published };
  }

  /** The item by its share hash, through the access function, and only while it is published. */
  private async publishedItem(credentials: Credentials, shareHash: string): Promise<FileAccess> {
    const granted = await this.access.file(credentials, { shareHash }, 'read');
    const share = granted.fileLink;
    const visible =
      share !== null &&
      share.password_hash === null &&
      (share.publicly_shared === 1 ||
        (share.staff_hidden === 1 && (isStaff(credentials.user) || granted.decision.role === 'owner')));
    if (!visible) throw new AppError('not-found', 'gallery item');
    return granted;
  }

  private mayDeleteComments(credentials: Credentials, granted: FileAccess): boolean {
    return granted.decision.role === 'owner' || isStaff(credentials.user);
  }

  private signedIn(credentials: Credentials, reason: string): UserRow {
    if (credentials.user === null) throw new AppError('unauthorized', reason);
    return credentials.user;
  }
}

function itemOf(row: GalleryRow, categories: GalleryCategory[]): GalleryItem {
  const description = documentOf(row.description);
  return {
    shareHash: row.share_hash,
    title: row.title ?? row.file_name,
    description,
    searchDescription: row.search_description ?? '',
    author: authorOf(row),
    allowSaving: row.allow_saving === 1,
    comments: Number(row.comments),
    likes: Number(row.likes),
    views: Number(row.views),
    encrypted: false,
    forceReloadParam: row.updated_at > row.modified_at ? row.updated_at : row.modified_at,
    publicThumbnailType: row.public_thumbnail_type as PublicThumbnailType,
    modifiedAt: row.modified_at,
    publishedAt: row.published_at,
    twoD: row.two_d === 1,
    categories,
    technology: row.technology as ShareTechnology,
    staffPicked: row.staff_picked === 1,
  };
}

function commentOf(row: CommentRow, canDelete: boolean): GalleryComment {
  return { id: row.id, text: row.text, createdAt: row.created_at, author: authorOf(row), canDelete };
}
