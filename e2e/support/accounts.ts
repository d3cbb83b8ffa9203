import { BASE_URL, uniqueEmail } from './browser';

export interface TestAccount {
  email: string;
  password: string;
  token: string;
}

const api = <T>(path: string, body: unknown, token?: string) => send<T>('POST', path, body, token);

async function send<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(new URL(`/api${path}`, BASE_URL), {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const payload = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(`${method} /api${path}: ${res.status} ${payload.message ?? ''}`);
  return payload;
}

/** A registered user with a verified address who has not been through onboarding yet. */
export async function createVerifiedAccount(label: string): Promise<TestAccount> {
  const email = uniqueEmail(label);
  const password = 'Pilot2026x';
  const { token } = await api<{ token: string }>('/auth/register', {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    password,
  });
  // Development mode (no SMTP_URL): asking for the e-mail again verifies the address.
  await api('/auth/resend-verification', {}, token);
  return { email, password, token };
}

/**
 * A user past the first minutes (registered, verified, onboarded), made through the REST API as
 * an integrator would, for tests about what comes after. The browser test of registration and
 * onboarding themselves is accounts.test.ts.
 */
export async function createOnboardedAccount(
  label: string,
  { autoPostEnabled = false } = {},
): Promise<TestAccount> {
  const account = await createVerifiedAccount(label);
  const { token } = account;
  await api(
    '/user/onboarding',
    {
      contentNiches: ['Leadership', 'Software Development'],
      personalContext: 'Rear Admiral at the US Navy. Experience: 10+ years.',
      targetAudience: 'Professional network and industry peers',
      timezone: 'Europe/London',
      tone: 'educational',
      autoPostEnabled: false,
    },
    token,
  );
  if (autoPostEnabled) {
    // A week of ideas first: the built-in writer writes only from what the user gave it.
    for (let day = 1; day <= 7; day++) {
      await api('/ideas', { title: `Lesson ${day} from a career at sea` }, token);
    }
    await send('PUT', '/user/settings', { autoPostEnabled: true }, token);
  }
  return account;
}
