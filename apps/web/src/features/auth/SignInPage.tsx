// /sign-in (spec part 1 §2, §4, §5, §8): e-mail or username and password; the consent to the
// updated policies only when the server asks for it (auth/consent: the account has not accepted the
// current version), so someone who accepted it is not asked at every sign-in. Success reads the
// session again and goes to the path the guards remembered (?redirect=) or to /images.
import { signInRequestSchema } from '@asperity/contract';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { parseSessionUser, useHttpClient, useSession } from '../../app/session/index.ts';
import { useMobileView } from '../../app/useMobileView.ts';
import { authApi } from './authApi.ts';
import { AuthCard } from './AuthCard.tsx';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';
import { EmailNotConfirmedDialog } from './EmailNotConfirmedDialog.tsx';
import { issuesByField, PASSWORD_CODES, placeFailure, type FieldErrors } from './fieldErrors.ts';
import { ForgottenPasswordDialog } from './ForgottenPasswordDialog.tsx';
import { PasswordField } from '../../components/password-field/index.ts';
import { redirectTarget } from './redirectTarget.ts';
import { useErrorText } from './useErrorText.ts';

const FIELDS = ['login', 'password', 'consent'] as const;
type Field = (typeof FIELDS)[number];

const FIELD_OF_CODE: Readonly<Record<string, Field>> = {
  'auth/invalid-email': 'login',
  'account-not-found': 'login',
  'wrong-password': 'password',
  'auth/consent': 'consent',
  ...Object.fromEntries(PASSWORD_CODES.map((code) => [code, 'password' as const])),
};

const looksLikeEmail = (login: string): boolean => login.includes('@');

export function SignInPage() {
  const intl = useIntl();
  const http = useHttpClient();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const errorText = useErrorText();
  const mobile = useMobileView();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  /** The server asked for consent to the current policies (auth/consent). */
  const [consentAsked, setConsentAsked] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [notConfirmedOpen, setNotConfirmedOpen] = useState(false);
  const [forgottenOpen, setForgottenOpen] = useState(false);

  const parsed = signInRequestSchema.safeParse({
    login,
    password,
    ...(consentAsked ? { consent } : {}),
  });
  const clientErrors = issuesByField(parsed.error, FIELDS);

  const signIn = useMutation({
    mutationFn: authApi.signIn.bind(null, http),
    onMutate: () => {
      setServerErrors({});
      setFormError(undefined);
    },
    onSuccess: async (profile) => {
      const user = parseSessionUser(profile);
      if (user) session.setUser(user);
      await session.refresh();
      const target = redirectTarget(location.search);
      // A server route (the forum's single sign-on, /api/forum/sso) needs a real page load.
      if (target.startsWith('/api/')) window.location.assign(target);
      else await navigate(target, { replace: true });
    },
    onError: (error) => {
      const placed = placeFailure(error, FIELD_OF_CODE);
      // The checkbox appears unticked: its own rule (consent required) now says what is missing.
      if (placed.errorCode === 'auth/consent') setConsentAsked(true);
      else if (placed.errorCode === 'email-not-confirmed') setNotConfirmedOpen(true);
      else if (placed.field) setServerErrors({ [placed.field]: [placed.errorCode] });
      else setFormError(placed.errorCode);
    },
  });

  const errorOf = (field: Field): string | undefined => {
    const codes = [...(submitted ? (clientErrors[field] ?? []) : []), ...(serverErrors[field] ?? [])];
    return codes.length ? codes.map(errorText).join(' ') : undefined;
  };
  const clearServerError = (field: Field) => setServerErrors((e) => ({ ...e, [field]: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || signIn.isPending) return;
    signIn.mutate(parsed.data);
  };

  return (
    <AuthCard title="authPages.signIn.title" subtitle="authPages.signIn.subtitle" testId="sign-in-page">
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.25}>
          {formError && (
            <Alert severity="error" data-testid="form-error">
              {errorText(formError)}
            </Alert>
          )}
          <TextField
            name="login"
            label={intl.formatMessage({ id: 'authPages.field.login' })}
            value={login}
            onChange={(event) => {
              setLogin(event.target.value);
              clearServerError('login');
            }}
            autoComplete="username"
            autoFocus={!mobile}
            fullWidth
            error={Boolean(errorOf('login'))}
            helperText={errorOf('login')}
            slotProps={{ htmlInput: { 'data-testid': 'field-login' } }}
          />
          <PasswordField
            name="password"
            label={intl.formatMessage({ id: 'authPages.field.password' })}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              clearServerError('password');
            }}
            autoComplete="current-password"
            fullWidth
            error={Boolean(errorOf('password'))}
            helperText={errorOf('password')}
            slotProps={{ htmlInput: { 'data-testid': 'field-password' } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '4px !important' }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setForgottenOpen(true)}
              data-testid="forgotten-password"
            >
              <FormattedMessage id="authPages.signIn.forgotten" />
            </Link>
          </Box>
          {consentAsked && (
            <ConsentCheckbox
              checked={consent}
              onChange={(checked) => {
                setConsent(checked);
                clearServerError('consent');
              }}
              error={errorOf('consent')}
            />
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={signIn.isPending}
            data-testid="sign-in-submit"
          >
            <FormattedMessage id="authPages.signIn.submit" />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            <FormattedMessage id="authPages.signIn.noAccount" />{' '}
            <Link component={RouterLink} to="/sign-up">
              <FormattedMessage id="authPages.signIn.toSignUp" />
            </Link>
          </Typography>
        </Stack>
      </Box>
      <EmailNotConfirmedDialog
        open={notConfirmedOpen}
        initialEmail={looksLikeEmail(login) ? login.trim() : ''}
        onClose={() => setNotConfirmedOpen(false)}
      />
      <ForgottenPasswordDialog
        open={forgottenOpen}
        initialEmail={looksLikeEmail(login) ? login.trim() : ''}
        onClose={() => setForgottenOpen(false)}
      />
    </AuthCard>
  );
}
