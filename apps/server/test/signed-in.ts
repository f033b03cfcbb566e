// A signed-up, confirmed and signed-in API client, through the real account calls and real SMTP.
import { ACCOUNT_PATHS } from '@asperity/contract';
import { ApiClient } from './http-client.ts';
import type { SmtpReceiver } from './smtp-receiver.ts';

let counter = 0;

export async function signedInClient(
  baseUrl: string,
  smtp: SmtpReceiver,
  publicUrl: string,
): Promise<ApiClient> {
  counter++;
  const user = {
    username: `member_${process.pid}_${counter}`,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `member${process.pid}x${counter}@example.org`,
    password: 'Secure9Pass',
    referrer: 'website',
    consent: true,
  };
  const client = new ApiClient(baseUrl);
  const created = await client.post(ACCOUNT_PATHS.create, user);
  if (created.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
  const mail = await smtp.next(user.email);
  const token = new RegExp(`${publicUrl.replace(/[.]/g, '\\.')}/confirm/([A-Za-z0-9_-]+)`).exec(
    mail.text,
  )?.[1];
  if (!token) throw new Error('no confirmation link');
  await client.post(ACCOUNT_PATHS.confirmEmail, { hash: token });
  const signedIn = await client.post(ACCOUNT_PATHS.signIn, {
    login: user.email,
    password: user.password,
    consent: true,
  });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signedIn.body)}`);
  return client;
}
