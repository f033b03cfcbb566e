// /user/:username (spec part 1 §2): what anybody may see of an account.
import { Alert, Box, Container, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { isHttpError } from '../../app/HttpError.ts';
import { UserGalleryItems } from '../gallery/index.ts';
import { useHttpClient } from '../../app/session/index.ts';
import { profileApi, publicProfileQueryKey } from './profileApi.ts';
import { ProfileFrame } from './ProfileFrame.tsx';
import { UserAvatar } from './UserAvatar.tsx';
import { useErrorText } from './useErrorText.ts';

export function PublicProfilePage() {
  const { username = '' } = useParams();
  const http = useHttpClient();
  const errorText = useErrorText();
  const profile = useQuery({
    queryKey: publicProfileQueryKey(username),
    queryFn: ({ signal }) => profileApi.publicProfile(http, username, signal),
    retry: false,
  });
  const data = profile.data;
  return (
    <Box data-testid="public-profile-page">
      {profile.isPending && <LinearProgress />}
      {profile.isError && (
        <Box sx={{ maxWidth: 600, mx: 'auto', p: 3 }}>
          <Alert
            severity={isHttpError(profile.error) && profile.error.status === 404 ? 'info' : 'error'}
            data-testid="public-profile-error"
          >
            {isHttpError(profile.error) && profile.error.status === 404 ? (
              <FormattedMessage id="profile.public.notFound" />
            ) : (
              errorText('something-went-wrong')
            )}
          </Alert>
        </Box>
      )}
      {data && (
        <>
          <ProfileFrame title="profile.account.title" testId="public-profile" back={false}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap', mt: -1 }}>
              <UserAvatar avatar={data.avatar} firstName={data.firstName} size={112} />
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  variant="h3"
                  component="p"
                  data-testid="public-name"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {data.firstName}
                </Typography>
                <Typography color="text.secondary">@{data.username}</Typography>
                <Typography variant="body2" color="text.secondary" data-testid="public-since">
                  <FormattedMessage
                    id="profile.public.memberSince"
                    values={{ date: <FormattedDate value={data.createdAt} year="numeric" month="long" /> }}
                  />
                </Typography>
              </Box>
            </Box>
          </ProfileFrame>
          <Container maxWidth="lg" sx={{ pb: 4 }}>
            <UserGalleryItems username={data.username} />
          </Container>
        </>
      )}
    </Box>
  );
}
