// Members of the cluster run, made the way people and integrators make them: through the API
// behind the proxy (REST and GraphQL), and LinkedIn connected through the sandbox's consent
// page with one cookie jar, so each step may land on either replica.
import { PROXY_ERROR_HEADER, REPLICA_HEADER } from './proxy.mjs';

/** An answer the proxy gave for a replica that could not be reached (counted by the proxy). */
export class ReplicaUnreachable extends Error {}

/**
 * Requests to the cluster at `baseUrl` (the proxy). `replica` aims a request at one replica;
 * otherwise the proxy takes turns. A failure throws with the answer; the proxy's own 502 throws
 * ReplicaUnreachable.
 */
export function clusterClient(baseUrl) {
  async function send(method, path, { body, token, replica, form, headers = {} } = {}) {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined && !(body instanceof FormData) && !form
          ? { 'content-type': 'application/json' }
          : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(replica ? { [REPLICA_HEADER]: replica } : {}),
        ...headers,
      },
      body: form
        ? new URLSearchParams(form).toString()
        : body instanceof FormData
          ? body
          : body === undefined
            ? undefined
            : JSON.stringify(body),
    });
    if (res.headers.get(PROXY_ERROR_HEADER)) {
      throw new ReplicaUnreachable(`${method} ${path}: ${res.headers.get(PROXY_ERROR_HEADER)}`);
    }
    return res;
  }

  /** A JSON answer of 2xx, else an error naming the request and the answer. */
  async function json(method, path, options) {
    const res = await send(method, path, options);
    const text = await res.text();
    if (res.status >= 300)
      throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  }

  return {
    send,
    json,
    /** A GraphQL operation's data; GraphQL errors throw (with their codes). */
    async graphql(query, variables, options = {}) {
      const res = await send('POST', '/graphql', { ...options, body: { query, variables } });
      const answer = await res.json();
      if (answer.errors) {
        const codes = answer.errors.map((e) => e.extensions?.code).join(', ');
        const error = new Error(`GraphQL ${res.status} ${codes}: ${answer.errors[0].message}`);
        error.codes = answer.errors.map((e) => e.extensions?.code);
        throw error;
      }
      return answer.data;
    },
  };
}

/**
 * A member who registered, verified the address (the app sends no e-mail, so asking again
 * verifies it) and went through onboarding: { id, email, token, label }.
 */
export async function signUp(client, label) {
  const email = `${label}-${Date.now().toString(36)}@cluster.example.com`;
  const { token, user } = await client.json('POST', '/api/auth/register', {
    body: { firstName: 'Cluster', lastName: label, email, password: 'Cluster2026x' },
  });
  await client.json('POST', '/api/auth/resend-verification', { body: {}, token });
  await client.json('POST', '/api/user/onboarding', {
    token,
    body: {
      contentNiches: ['Leadership', 'Software Development'],
      personalContext: `Runs the cluster trial as ${label}.`,
      targetAudience: 'Professional network and industry peers',
      timezone: 'Europe/London',
      tone: 'professional',
      autoPostEnabled: false,
    },
  });
  return { id: user.id, email, token, label };
}

/**
 * Connects the member's LinkedIn the whole way a browser does: Connect, the sandbox's consent
 * page answered Allow as `name`, and back to the callback carrying the consent cookie.
 */
export async function connectLinkedIn(client, member, name) {
  const started = await client.send('POST', '/api/linkedin/connect', {
    token: member.token,
    body: {},
  });
  if (started.status !== 200) throw new Error(`connect: ${started.status}`);
  const { url } = await started.json();
  const cookie = started.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const consent = new URL(url);
  const allowed = await client.send('POST', consent.pathname, {
    form: { ...Object.fromEntries(consent.searchParams), name, decision: 'allow' },
  });
  if (allowed.status !== 302) throw new Error(`consent: ${allowed.status}`);
  const callback = new URL(allowed.headers.get('location'));
  const back = await client.send('GET', callback.pathname + callback.search, {
    headers: { cookie },
  });
  const landed = back.headers.get('location') ?? '';
  if (back.status !== 303 || !landed.includes('linkedin=connected')) {
    throw new Error(`The sandbox connection failed: ${back.status} ${landed}`);
  }
}
