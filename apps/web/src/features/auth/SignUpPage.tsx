// /sign-up (spec part 1 §2, §4, §5): the account form with the rules of the contract's schemas,
// a check of the address first (an unconfirmed account with it asks "create anyway?"), then the
// request to confirm the e-mail address.
import {
  PASSWORD_MIN_LENGTH,
  SIGN_UP_REFERRERS,
  signUpRequestSchema,
  type SignUpReferrer,
  type SignUpRequest,
} from '@asperity/contract';
import { Alert, Box, Button, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useHttpClient } from '../../app/session/index.ts';
import { useMobileView } from '../../app/useMobileView.ts';
import { authApi } from './authApi.ts';
import { AuthCard } from './AuthCard.tsx';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';
import { issuesByField, PASSWORD_CODES, placeFailure, type FieldErrors } from './fieldErrors.ts';
import { PasswordField } from '../../components/password-field/index.ts';
import { SignUpDone } from './SignUpDone.tsx';
import { UnconfirmedEmailDialog } from './UnconfirmedEmailDialog.tsx';
import { useErrorText } from './useErrorText.ts';

const FIELDS = ['username', 'firstName', 'lastName', 'email', 'password', 'referrer', 'consent'] as const;
type Field = (typeof FIELDS)[number];

interface Form {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  referrer: SignUpReferrer | '';
  consent: boolean;
}

const EMPTY: Form = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  referrer: '',
  consent: false,
};

const FIELD_OF_CODE: Readonly<Record<string, Field>> = {
  'account/invalid-username': 'username',
  'username-already-in-use': 'username',
  'account/invalid-firstname': 'firstName',
  'account/invalid-lastname': 'lastName',
  'auth/invalid-email': 'email',
  'email-already-in-use': 'email',
  'auth/referrer-required': 'referrer',
  'auth/consent': 'consent',
  ...Object.fromEntries(PASSWORD_CODES.map((code) => [code, 'password' as const])),
};

/** Where the visitor came from and the ad click id, sent with the account (part 1 §7). */
function attribution(search: URLSearchParams): Pick<SignUpRequest, 'referrerUrl' | 'gclid'> {
  const gclid = search.get('gclid');
  const referrerUrl = typeof document === 'undefined' ? '' : document.referrer;
  return {
    ...(referrerUrl ? { referrerUrl: referrerUrl.slice(0, 2000) } : {}),
    ...(gclid ? { gclid: gclid.slice(0, 500) } : {}),
  };
}

export function SignUpPage() {
  const intl = useIntl();
  const http = useHttpClient();
  const errorText = useErrorText();
  const mobile = useMobileView();
  const [search] = useSearchParams();
  const [form, setForm] = useState<Form>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [askReplace, setAskReplace] = useState(false);
  const [createdFor, setCreatedFor] = useState<string | undefined>();

  const parsed = signUpRequestSchema.safeParse({ ...form, referrer: form.referrer || undefined });
  const clientErrors = issuesByField(parsed.error, FIELDS);

  const create = useMutation({
    mutationFn: async ({ request, replace }: { request: SignUpRequest; replace: boolean }) => {
      if (!replace) {
        const check = await authApi.validateUser(http, request.email, request.username);
        if (check.usernameTaken) return { outcome: 'username-taken' as const };
        if (check.exists && check.confirmed) return { outcome: 'email-taken' as const };
        if (check.exists) return { outcome: 'unconfirmed' as const };
      }
      await authApi.signUp(http, replace ? { ...request, replaceUnconfirmed: true } : request);
      return { outcome: 'created' as const, email: request.email };
    },
    onMutate: () => {
      setServerErrors({});
      setFormError(undefined);
    },
    onSuccess: (result) => {
      if (result.outcome === 'username-taken') setServerErrors({ username: ['username-already-in-use'] });
      else if (result.outcome === 'email-taken') setServerErrors({ email: ['email-already-in-use'] });
      else if (result.outcome === 'unconfirmed') setAskReplace(true);
      else setCreatedFor(result.email);
    },
    onError: (error) => {
      const placed = placeFailure(error, FIELD_OF_CODE);
      if (placed.field) setServerErrors({ [placed.field]: [placed.errorCode] });
      else setFormError(placed.errorCode);
    },
  });

  if (createdFor) return <SignUpDone email={createdFor} />;

  const set = <K extends Field>(field: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const touch = (field: Field) => setTouched((t) => ({ ...t, [field]: true }));
  // A field's rule messages show once it was left with something in it, or after a submit.
  const codesOf = (field: Field): readonly string[] => {
    const showRules = submitted || (touched[field] === true && form[field] !== EMPTY[field]);
    return [...(showRules ? (clientErrors[field] ?? []) : []), ...(serverErrors[field] ?? [])];
  };
  const errorOf = (field: Field): string | undefined => {
    const codes = codesOf(field);
    return codes.length ? codes.map(errorText).join(' ') : undefined;
  };
  const fieldProps = (field: Exclude<Field, 'consent' | 'referrer' | 'password'>) => ({
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    onBlur: () => touch(field),
    error: Boolean(errorOf(field)),
    helperText: errorOf(field),
    label: intl.formatMessage({ id: `authPages.field.${field}` }),
    fullWidth: true,
    slotProps: { htmlInput: { 'data-testid': `field-${field}` } },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || create.isPending) return;
    create.mutate({ request: { ...parsed.data, ...attribution(search) }, replace: false });
  };

  const passwordError = errorOf('password');
  return (
    <AuthCard title="authPages.signUp.title" subtitle="authPages.signUp.subtitle" testId="sign-up-page" wide>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.25}>
          {formError && (
            <Alert severity="error" data-testid="form-error">
              {errorText(formError)}
            </Alert>
          )}
          <TextField
            {...fieldProps('username')}
            autoComplete="username"
            autoFocus={!mobile}
            helperText={errorOf('username') ?? intl.formatMessage({ id: 'authPages.username.help' })}
          />
          <Stack direction={mobile ? 'column' : 'row'} spacing={2.25}>
            <TextField {...fieldProps('firstName')} autoComplete="given-name" />
            <TextField {...fieldProps('lastName')} autoComplete="family-name" />
          </Stack>
          <TextField {...fieldProps('email')} type="email" autoComplete="email" />
          <PasswordField
            name="password"
            label={intl.formatMessage({ id: 'authPages.field.password' })}
            value={form.password}
            onChange={(event) => set('password', event.target.value)}
            onBlur={() => touch('password')}
            autoComplete="new-password"
            fullWidth
            error={Boolean(passwordError)}
            helperText={
              passwordError ??
              intl.formatMessage({ id: 'authPages.password.rules' }, { minLength: PASSWORD_MIN_LENGTH })
            }
            slotProps={{ htmlInput: { 'data-testid': 'field-password' } }}
          />
          <TextField
            select
            name="referrer"
            label={intl.formatMessage({ id: 'authPages.referrer.question' })}
            value={form.referrer}
            onChange={(event) => set('referrer', event.target.value as SignUpReferrer)}
            onBlur={() => touch('referrer')}
            error={Boolean(errorOf('referrer'))}
            helperText={errorOf('referrer')}
            fullWidth
          >
            {SIGN_UP_REFERRERS.map((referrer) => (
              <MenuItem key={referrer} value={referrer} data-testid={`referrer-${referrer}`}>
                <FormattedMessage id={`authPages.referrer.${referrer}`} />
              </MenuItem>
            ))}
          </TextField>
          <ConsentCheckbox
            checked={form.consent}
            onChange={(checked) => set('consent', checked)}
            error={errorOf('consent')}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={create.isPending}
            data-testid="sign-up-submit"
          >
            <FormattedMessage id="authPages.signUp.submit" />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            <FormattedMessage id="authPages.signUp.haveAccount" />{' '}
            <Link component={RouterLink} to="/sign-in">
              <FormattedMessage id="authPages.signUp.toSignIn" />
            </Link>
          </Typography>
        </Stack>
      </Box>
      <UnconfirmedEmailDialog
        open={askReplace}
        email={form.email.trim()}
        onCreate={() => {
          setAskReplace(false);
          if (parsed.success)
            create.mutate({ request: { ...parsed.data, ...attribution(search) }, replace: true });
        }}
        onReject={() => setAskReplace(false)}
      />
    </AuthCard>
  );
}
