// /user-email (spec part 1 §3 newEmail, confirmEmail; §8 email-do-not-match,
// credentials-do-not-match): a confirmation link goes to the new address, which replaces the old
// one when it is opened.
import { changeEmailRequestSchema } from '@asperity/contract';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient, useSession } from '../../app/session/index.ts';
import { issuesByField, placeFailure, type FieldErrors } from './fieldErrors.ts';
import { PasswordField } from '../../components/password-field/index.ts';
import { profileApi } from './profileApi.ts';
import { ProfileFrame } from './ProfileFrame.tsx';
import { useErrorText } from './useErrorText.ts';

const FIELDS = ['newEmail', 'confirmEmail', 'password'] as const;
type Field = (typeof FIELDS)[number];
const FIELD_OF_CODE: Readonly<Record<string, Field>> = {
  'auth/invalid-email': 'newEmail',
  'email-already-in-use': 'newEmail',
  'email-do-not-match': 'confirmEmail',
  'credentials-do-not-match': 'password',
  'auth/no-password': 'password',
};

export function ChangeEmailPage() {
  const intl = useIntl();
  const http = useHttpClient();
  const { user } = useSession();
  const errorText = useErrorText();
  const [values, setValues] = useState<Record<Field, string>>({
    newEmail: '',
    confirmEmail: '',
    password: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>();

  const parsed = changeEmailRequestSchema.safeParse(values);
  const clientErrors = issuesByField(parsed.error, FIELDS);
  const change = useMutation({
    mutationFn: () => profileApi.changeEmail(http, values),
    onMutate: () => {
      setServerErrors({});
      setFormError(undefined);
    },
    onError: (error) => {
      const placed = placeFailure(error, FIELDS, FIELD_OF_CODE);
      if (placed.field) setServerErrors({ [placed.field]: [placed.errorCode] });
      else setFormError(placed.errorCode);
    },
  });

  if (change.isSuccess) {
    return (
      <ProfileFrame title="profile.email.title" testId="change-email-page">
        <Alert severity="success" data-testid="email-sent">
          <FormattedMessage id="profile.email.sent" values={{ email: change.data.confirmationSentTo }} />
        </Alert>
      </ProfileFrame>
    );
  }

  const errorOf = (field: Field): string | undefined => {
    const codes = [...(submitted ? (clientErrors[field] ?? []) : []), ...(serverErrors[field] ?? [])];
    return codes.length ? codes.map(errorText).join(' ') : undefined;
  };
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success && !change.isPending) change.mutate();
  };
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: set(name),
    fullWidth: true,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    label: intl.formatMessage({ id: `profile.field.${name}` }),
    slotProps: { htmlInput: { 'data-testid': `field-${name}` } },
  });

  return (
    <ProfileFrame title="profile.email.title" subtitle="profile.email.subtitle" testId="change-email-page">
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.25}>
          {user && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <FormattedMessage id="profile.email.current" values={{ email: user.email }} />
            </Typography>
          )}
          {formError && (
            <Alert severity="error" data-testid="form-error">
              {errorText(formError)}
            </Alert>
          )}
          <TextField {...field('newEmail')} type="email" autoComplete="email" autoFocus />
          <TextField {...field('confirmEmail')} type="email" autoComplete="email" />
          <PasswordField {...field('password')} autoComplete="current-password" />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={change.isPending}
            data-testid="email-submit"
          >
            <FormattedMessage id="profile.email.submit" />
          </Button>
        </Stack>
      </Box>
    </ProfileFrame>
  );
}
