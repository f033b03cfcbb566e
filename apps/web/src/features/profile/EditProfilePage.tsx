// /user-edit (spec part 1 §3 profile form: newFirstName, newLastName, newAvatar): names under the
// contract's rules and a picture with a local preview; errors per field.
import {
  AVATAR_ACCEPTED_TYPES,
  AVATAR_MAX_BYTES,
  updateProfileRequestSchema,
  type UserProfile,
} from '@asperity/contract';
import {
  Alert,
  Box,
  Button,
  FormHelperText,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useHttpClient, useSession } from '../../app/session/index.ts';
import { issuesByField, placeFailure, type FieldErrors } from './fieldErrors.ts';
import { profileApi, PROFILE_QUERY_KEY } from './profileApi.ts';
import { ProfileFrame } from './ProfileFrame.tsx';
import { UserAvatar } from './UserAvatar.tsx';
import { useErrorText } from './useErrorText.ts';

const FIELDS = ['newFirstName', 'newLastName', 'newAvatar'] as const;
type Field = (typeof FIELDS)[number];
const AVATAR_CODES = ['unsupported-image-type', 'corrupt-file', 'payload-too-large', 'images-missing'];
const FIELD_OF_CODE: Readonly<Record<string, Field>> = {
  'account/invalid-firstname': 'newFirstName',
  'account/invalid-lastname': 'newLastName',
  ...Object.fromEntries(AVATAR_CODES.map((code) => [code, 'newAvatar' as const])),
};

/** The picker's own check, so a wrong file is refused before it is sent. */
export function avatarFileProblem(file: { size: number; type: string }): string | undefined {
  if (!(AVATAR_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'unsupported-image-type';
  if (file.size > AVATAR_MAX_BYTES) return 'payload-too-large';
  return undefined;
}

function EditForm({ user }: { user: UserProfile }) {
  const intl = useIntl();
  const http = useHttpClient();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>();

  // The preview's object URL lives as long as the chosen file.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(chosen && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : undefined);
    setServerErrors((e) => ({ ...e, newAvatar: undefined }));
  };

  const request = {
    ...(firstName !== user.firstName ? { newFirstName: firstName } : {}),
    ...(lastName !== user.lastName ? { newLastName: lastName } : {}),
  };
  const parsed = updateProfileRequestSchema.safeParse(request);
  const clientErrors: FieldErrors<Field> = {
    ...issuesByField(parsed.error, FIELDS),
    ...(file && avatarFileProblem(file) ? { newAvatar: [avatarFileProblem(file) ?? ''] } : {}),
  };

  const done = async (profile: UserProfile) => {
    queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
    await session.refresh();
    await navigate('/user');
  };
  const save = useMutation({
    mutationFn: async () => {
      let profile = user;
      if (Object.keys(request).length > 0) profile = await profileApi.updateNames(http, request);
      if (file) profile = await profileApi.uploadAvatar(http, file, file.name);
      return profile;
    },
    onMutate: () => {
      setServerErrors({});
      setFormError(undefined);
    },
    onSuccess: done,
    onError: (error) => {
      const placed = placeFailure(error, FIELDS, FIELD_OF_CODE);
      if (placed.field) setServerErrors({ [placed.field]: [placed.errorCode] });
      else setFormError(placed.errorCode);
    },
  });
  const remove = useMutation({
    mutationFn: () => profileApi.removeAvatar(http),
    onSuccess: async (profile) => {
      choose(null);
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      // The top bar shows the session's picture: it must drop the removed one too.
      await session.refresh();
    },
    onError: (error) => setFormError(placeFailure(error, FIELDS).errorCode),
  });

  const errorOf = (field: Field): string | undefined => {
    const own =
      field === 'newAvatar' ? (clientErrors.newAvatar ?? []) : submitted ? (clientErrors[field] ?? []) : [];
    const codes = [...own, ...(serverErrors[field] ?? [])];
    return codes.length ? codes.map(errorText).join(' ') : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success && !clientErrors.newAvatar && !save.isPending) save.mutate();
  };
  const current = queryClient.getQueryData<UserProfile>(PROFILE_QUERY_KEY) ?? user;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        {formError && (
          <Alert severity="error" data-testid="form-error">
            {errorText(formError)}
          </Alert>
        )}
        <Box>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            <FormattedMessage id="profile.edit.avatar" />
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <UserAvatar
              avatar={current.avatar}
              firstName={firstName}
              lastName={lastName}
              previewUrl={file ? preview : undefined}
            />
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Button component="label" variant="outlined" size="small">
                <FormattedMessage id="profile.edit.chooseAvatar" />
                <input
                  hidden
                  type="file"
                  accept={AVATAR_ACCEPTED_TYPES.join(',')}
                  data-testid="field-newAvatar"
                  onChange={(event) => choose(event.target.files?.[0] ?? null)}
                />
              </Button>
              {current.avatar && !file && (
                <Button
                  size="small"
                  onClick={() => remove.mutate()}
                  loading={remove.isPending}
                  data-testid="remove-avatar"
                >
                  <FormattedMessage id="profile.edit.removeAvatar" />
                </Button>
              )}
            </Stack>
          </Box>
          <FormHelperText error={Boolean(errorOf('newAvatar'))} data-testid="avatar-help">
            {errorOf('newAvatar') ??
              intl.formatMessage(
                { id: 'profile.edit.avatarHelp' },
                { maxMb: AVATAR_MAX_BYTES / 1024 / 1024 },
              )}
          </FormHelperText>
        </Box>
        <TextField
          name="newFirstName"
          label={intl.formatMessage({ id: 'profile.field.firstName' })}
          value={firstName}
          onChange={(event) => {
            setFirstName(event.target.value);
            setServerErrors((e) => ({ ...e, newFirstName: undefined }));
          }}
          autoComplete="given-name"
          fullWidth
          error={Boolean(errorOf('newFirstName'))}
          helperText={errorOf('newFirstName')}
          slotProps={{ htmlInput: { 'data-testid': 'field-newFirstName' } }}
        />
        <TextField
          name="newLastName"
          label={intl.formatMessage({ id: 'profile.field.lastName' })}
          value={lastName}
          onChange={(event) => {
            setLastName(event.target.value);
            setServerErrors((e) => ({ ...e, newLastName: undefined }));
          }}
          autoComplete="family-name"
          fullWidth
          error={Boolean(errorOf('newLastName'))}
          helperText={errorOf('newLastName')}
          slotProps={{ htmlInput: { 'data-testid': 'field-newLastName' } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={save.isPending}
          data-testid="profile-save"
        >
          <FormattedMessage id="profile.save" />
        </Button>
      </Stack>
    </Box>
  );
}

export function EditProfilePage() {
  const http = useHttpClient();
  const me = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => profileApi.me(http, signal) });
  return (
    <ProfileFrame title="profile.edit.title" testId="edit-profile-page">
      {me.data ? <EditForm user={me.data} /> : <LinearProgress />}
    </ProfileFrame>
  );
}
