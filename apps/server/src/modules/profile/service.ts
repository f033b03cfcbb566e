// Rules of the account pages (issue 5 §1; spec part 1 §3, §5, §8): names, avatar, a change of
// address confirmed from the new address, a change of password that ends the other sessions, and
// the public profile. Failures that belong to a form field are FieldErrors (routes list them).
import {
  CONFIRMATION_LINK_VALIDITY_MS,
  type ChangeEmailRequest,
  type PublicProfile,
  type UpdateProfileRequest,
  type UserProfile,
} from '@asperity/contract';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import type { BlobStore } from '../../infra/storage/blob-store.ts';
import { emailChangeMail } from '../accounts/mail-templates.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import type { AccountsRepo } from '../accounts/repo.ts';
import type { AccountsService } from '../accounts/service.ts';
import { hashToken, newToken, type AccessClaims } from '../accounts/tokens.ts';
import { avatarJpeg, loadSharp } from './avatar-image.ts';
import { FieldError } from './field-error.ts';
import type { ProfileRepo } from './repo.ts';

export interface ProfileServiceOptions {
  readonly now?: () => number;
}

export class ProfileService {
  private readonly now: () => number;

  constructor(
    private readonly accounts: AccountsService,
    private readonly accountsRepo: AccountsRepo,
    private readonly repo: ProfileRepo,
    private readonly blobs: BlobStore,
    private readonly mailer: Mailer,
    options: ProfileServiceOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  private iso(offsetMs = 0): string {
    return new Date(this.now() + offsetMs).toISOString();
  }

  private async reread(user: UserRow): Promise<UserProfile> {
    return this.accounts.profileOf((await this.accountsRepo.userById(user.id)) ?? user);
  }

  async updateNames(user: UserRow, request: UpdateProfileRequest): Promise<UserProfile> {
    const patch = {
      ...(request.newFirstName === undefined ? {} : { first_name: request.newFirstName }),
      ...(request.newLastName === undefined ? {} : { last_name: request.newLastName }),
    };
    if (Object.keys(patch).length > 0) await this.accountsRepo.updateUser(user.id, patch);
    return this.reread(user);
  }

  /** Stores the picture as the avatar (named by its content hash) and frees the previous one. */
  async setAvatar(user: UserRow, bytes: Uint8Array): Promise<UserProfile> {
    const jpeg = await avatarJpeg(bytes, await loadSharp());
    const { key } = await this.blobs.put(jpeg);
    await this.accountsRepo.updateUser(user.id, { avatar: key });
    if (user.avatar && user.avatar !== key) await this.freeAvatar(user.avatar);
    return this.reread(user);
  }

  async removeAvatar(user: UserRow): Promise<UserProfile> {
    await this.accountsRepo.updateUser(user.id, { avatar: null });
    if (user.avatar) await this.freeAvatar(user.avatar);
    return this.reread(user);
  }

  /** Removes an avatar's blob unless another account or a library file still uses the same bytes. */
  private async freeAvatar(key: string): Promise<void> {
    if (!(await this.repo.blobInUse(key))) await this.blobs.delete(key);
  }

  /** Whether `key` is somebody's avatar: only those blobs are public. */
  isAvatar(key: string): Promise<boolean> {
    return this.repo.avatarInUse(key);
  }

  /** Mails a link to the new address; the address changes when it is followed (/confirm/:hash). */
  async requestEmailChange(user: UserRow, request: ChangeEmailRequest, baseUrl: string): Promise<string> {
    if (!(await verifyPassword(request.password, user.password_hash))) {
      throw new FieldError('password', 'credentials-do-not-match');
    }
    const taken = await this.accountsRepo.userByEmail(request.newEmail);
    if (taken) throw new FieldError('newEmail', 'email-already-in-use', request.newEmail);
    const token = newToken();
    const now = this.iso();
    await this.accountsRepo.expireEmailChanges(user.id, now);
    await this.accountsRepo.insertEmailChange({
      token_hash: hashToken(token),
      user_id: user.id,
      new_email: request.newEmail,
      created_at: now,
      expires_at: this.iso(CONFIRMATION_LINK_VALIDITY_MS),
    });
    try {
      await this.mailer.send(
        emailChangeMail(request.newEmail, user.first_name, `${baseUrl}/confirm/${token}`),
      );
    } catch (error) {
      throw new AppError('confirmation-not-sent', `mail to ${request.newEmail} failed`, { cause: error });
    }
    return request.newEmail;
  }

  /** A new password after the current one; every other session of the account ends. */
  async changePassword(
    user: UserRow,
    claims: AccessClaims,
    request: { password: string; newPassword: string },
  ): Promise<void> {
    if (!(await verifyPassword(request.password, user.password_hash))) {
      throw new FieldError('password', 'credentials-do-not-match');
    }
    await this.accountsRepo.updateUser(user.id, { password_hash: await hashPassword(request.newPassword) });
    await this.accountsRepo.revokeOtherSessions(user.id, claims.sid, this.iso());
  }

  /** Unknown, unconfirmed and disabled accounts all answer not-found. */
  async publicProfile(username: string): Promise<PublicProfile> {
    const user = await this.accountsRepo.userByUsername(username);
    if (!user || user.is_confirmed !== 1 || user.is_enabled !== 1) throw new AppError('not-found', username);
    return {
      username: user.username,
      firstName: user.first_name,
      avatar: user.avatar,
      createdAt: user.created_at,
    };
  }
}
