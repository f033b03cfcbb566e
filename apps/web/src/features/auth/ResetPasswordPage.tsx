// /reset_password/:hash (spec part 1 §2, §4, §5): a new password and its confirmation under the
// contract's rules; errors per field (newPassword, confirmPassword) and the token's own message.
import { PASSWORD_MIN_LENGTH, resetPasswordRequestSchema } from '@asperity/contract';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useHttpClient } from '../../app/session/index.ts';
import { authApi } from './authApi.ts';
import { AuthCard } from './AuthCard.tsx';
import { issuesByField, PASSWORD_CODES, placeFailure, type FieldErrors } from './fieldErrors.ts';
import { PasswordField } from '../../components/password-field/index.ts';
import { useErrorText } from './useErrorText.ts';

const FIELDS = ['newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

const FIELD_OF_CODE: Readonly<Record<string, Field>> = {
  'password-do-not-match': 'confirmPassword',
  ...Object.fromEntries(PASSWORD_CODES.map((code) => [code, 'newPassword' as const])),
};

export function ResetPasswordPage() {
  const { hash = '' } = useParams();
  const intl = useIntl();
  const http = useHttpClient();
  const errorText = useErrorText();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>();

  // The token is checked by the server; the form checks only what the person typed.
  const parsed = resetPasswordRequestSchema.safeParse({
    hash: hash.padEnd(16, '-'),
    newPassword,
    confirmPassword,
  });
  const clientErrors = issuesByField(parsed.error, FIELDS);

  const reset = useMutation({
    mutationFn: () => authApi.resetPassword(http, hash, newPassword, confirmPassword),
    onMutate: () => {
      setServerErrors({});
      setFormError(undefined);
    },
    onError: (error) => {
      const placed = placeFailure(error, FIELD_OF_CODE);
      if (placed.field) setServerErrors({ [placed.field]: [placed.errorCode] });
      else setFormError(placed.errorCode);
    },
  });

  if (reset.isSuccess) {
    return (
      <AuthCard title="authPages.reset.title" testId="reset-password-page">
        <Stack spacing={3} data-state="done">
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <CheckCircleOutline color="success" sx={{ fontSize: 40 }} aria-hidden />
            <Typography data-testid="reset-message" sx={{ pt: 1 }}>
              <FormattedMessage id="authPages.reset.success" />
            </Typography>
          </Box>
          <Button component={RouterLink} to="/sign-in" variant="contained" data-testid="reset-to-sign-in">
            <FormattedMessage id="authPages.reset.toSignIn" />
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const errorOf = (field: Field): string | undefined => {
    const codes = [...(submitted ? (clientErrors[field] ?? []) : []), ...(serverErrors[field] ?? [])];
    return codes.length ? codes.map(errorText).join(' ') : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success && !reset.isPending) reset.mutate();
  };
  const tokenInvalid = formError === 'invalid-reset-password-token';

  return (
    <AuthCard title="authPages.reset.title" subtitle="authPages.reset.subtitle" testId="reset-password-page">
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.25}>
          {formError && (
            <Alert severity="error" data-testid="form-error">
              {errorText(formError)}
              {tokenInvalid && (
                <>
                  {' '}
                  <FormattedMessage id="authPages.reset.invalidHelp" />
                </>
              )}
            </Alert>
          )}
          <PasswordField
            name="newPassword"
            label={intl.formatMessage({ id: 'authPages.field.newPassword' })}
            value={newPassword}
            onChange={(event) => {
              setNewPassword(event.target.value);
              setServerErrors((e) => ({ ...e, newPassword: undefined }));
            }}
            autoComplete="new-password"
            autoFocus
            fullWidth
            error={Boolean(errorOf('newPassword'))}
            helperText={
              errorOf('newPassword') ??
              intl.formatMessage({ id: 'authPages.password.rules' }, { minLength: PASSWORD_MIN_LENGTH })
            }
            slotProps={{ htmlInput: { 'data-testid': 'field-newPassword' } }}
          />
          <PasswordField
            name="confirmPassword"
            label={intl.formatMessage({ id: 'authPages.field.confirmPassword' })}
            value={confirmPassword}
            onChange={(event) => {
              setConfirmPassword(event.target.value);
              setServerErrors((e) => ({ ...e, confirmPassword: undefined }));
            }}
            autoComplete="new-password"
            fullWidth
            error={Boolean(errorOf('confirmPassword'))}
            helperText={errorOf('confirmPassword')}
            slotProps={{ htmlInput: { 'data-testid': 'field-confirmPassword' } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={reset.isPending}
            data-testid="reset-submit"
          >
            <FormattedMessage id="authPages.reset.submit" />
          </Button>
          {tokenInvalid && (
            <Button component={RouterLink} to="/sign-in" data-testid="reset-to-sign-in">
              <FormattedMessage id="authPages.reset.toSignIn" />
            </Button>
          )}
        </Stack>
      </Box>
    </AuthCard>
  );
}
