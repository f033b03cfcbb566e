// /user-password (spec part 1 §3 newPassword, confirmPassword; §5 rules; §8
// password-do-not-match, credentials-do-not-match): the other sessions end.
import { changePasswordRequestSchema, PASSWORD_MIN_LENGTH } from '@asperity/contract';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../app/session/index.ts';
import { issuesByField, placeFailure, type FieldErrors } from './fieldErrors.ts';
import { PasswordField } from '../../components/password-field/index.ts';
import { profileApi } from './profileApi.ts';
import { ProfileFrame } from './ProfileFrame.tsx';
import { useErrorText } from './useErrorText.ts';

const FIELDS = ['password', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const FIELD_OF_CODE: Readonly<Record<string, Field>> = {
  'credentials-do-not-match': 'password',
  'password-do-not-match': 'confirmPassword',
  'auth/password-too-short': 'newPassword',
  'auth/password-no-digit': 'newPassword',
  'auth/password-no-mixed-case': 'newPassword',
  'auth/password-whitespace': 'newPassword',
};

export function ChangePasswordPage() {
  const intl = useIntl();
  const http = useHttpClient();
  const errorText = useErrorText();
  const [values, setValues] = useState<Record<Field, string>>({
    password: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>();

  const parsed = changePasswordRequestSchema.safeParse(values);
  const clientErrors = issuesByField(parsed.error, FIELDS);
  const change = useMutation({
    mutationFn: () => profileApi.changePassword(http, values),
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
      <ProfileFrame title="profile.password.title" testId="change-password-page">
        <Alert severity="success" data-testid="password-changed">
          <FormattedMessage id="profile.password.changed" />
        </Alert>
      </ProfileFrame>
    );
  }

  const errorOf = (field: Field): string | undefined => {
    const codes = [...(submitted ? (clientErrors[field] ?? []) : []), ...(serverErrors[field] ?? [])];
    return codes.length ? codes.map(errorText).join(' ') : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success && !change.isPending) change.mutate();
  };
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setServerErrors((e) => ({ ...e, [name]: undefined }));
    },
    fullWidth: true,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    label: intl.formatMessage({ id: `profile.field.${name}` }),
    slotProps: { htmlInput: { 'data-testid': `field-${name}` } },
  });

  return (
    <ProfileFrame
      title="profile.password.title"
      subtitle="profile.password.subtitle"
      testId="change-password-page"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.25}>
          {formError && (
            <Alert severity="error" data-testid="form-error">
              {errorText(formError)}
            </Alert>
          )}
          <PasswordField {...field('password')} autoComplete="current-password" autoFocus />
          <PasswordField
            {...field('newPassword')}
            autoComplete="new-password"
            helperText={
              errorOf('newPassword') ??
              intl.formatMessage({ id: 'profile.password.rules' }, { minLength: PASSWORD_MIN_LENGTH })
            }
          />
          <PasswordField {...field('confirmPassword')} autoComplete="new-password" />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={change.isPending}
            data-testid="password-submit"
          >
            <FormattedMessage id="profile.password.submit" />
          </Button>
        </Stack>
      </Box>
    </ProfileFrame>
  );
}
