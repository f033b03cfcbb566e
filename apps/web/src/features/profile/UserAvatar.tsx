// An account's picture, or its initials when it has none (or the picture fails to load).
import { avatarUrl } from '@asperity/contract';
import { Avatar } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';

export interface UserAvatarProps {
  readonly avatar: string | null;
  readonly firstName: string;
  readonly lastName?: string;
  readonly size?: number;
  /** A local preview (object URL) shown instead of the stored picture. */
  readonly previewUrl?: string | undefined;
  /** The top bar shows a second avatar on the profile pages; its own id keeps both findable. */
  readonly testId?: string;
}

export function initialsOf(firstName: string, lastName = ''): string {
  const first = [...firstName.trim()][0] ?? '';
  const last = [...lastName.trim()][0] ?? '';
  return (first + last).toUpperCase() || '?';
}

export function UserAvatar({
  avatar,
  firstName,
  lastName = '',
  size = 96,
  previewUrl,
  testId = 'user-avatar',
}: UserAvatarProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState<string | null>(null);
  const src = previewUrl ?? (avatar ? avatarUrl(avatar) : undefined);
  const show = src !== undefined && failed !== src;
  return (
    <Avatar
      src={show ? src : undefined}
      alt={intl.formatMessage({ id: 'profile.avatar.alt' }, { name: `${firstName} ${lastName}`.trim() })}
      slotProps={{ img: { onError: () => setFailed(src ?? null) } }}
      sx={{ width: size, height: size, fontSize: size / 2.6, bgcolor: 'primary.main' }}
      data-testid={testId}
      data-src={show ? src : ''}
    >
      {initialsOf(firstName, lastName)}
    </Avatar>
  );
}
