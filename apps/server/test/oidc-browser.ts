/** Walks a browser's way through the local OpenID provider: redirects, its cookies, its sign-in form. */
export async function signInAtProvider(
  authorizationUrl: string,
  person: { email: string; verified?: boolean; name?: string },
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name.trim(), value);
    }
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (!next.pathname.startsWith('/auth') && !next.pathname.startsWith('/interaction')) return next;
      url = next.href;
      continue;
    }
    if (response.status === 200 && url.includes('/interaction/')) {
      await response.text();
      form = new URLSearchParams({ email: person.email, name: person.name ?? '' });
      if (person.verified !== false) form.set('verified', 'yes');
      continue;
    }
    throw new Error(`Unexpected answer ${response.status} from ${url}: ${await response.text()}`);
  }
  throw new Error('Too many redirects at the OpenID provider');
}
