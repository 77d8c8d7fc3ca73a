// Removes what a third-party service stored in this browser (cookies, localStorage, sessionStorage) when the
// visitor withdraws consent.

type NameTest = (name: string) => boolean;

/** The domains a script on this page may have set a cookie for: the host and each parent domain. */
function cookieDomains(hostname: string): (string | null)[] {
  const parts = hostname.split('.');
  const domains: (string | null)[] = [null];
  for (let i = 0; i < parts.length - 1; i += 1) domains.push(parts.slice(i).join('.'));
  return domains;
}

export function clearCookies(matches: NameTest): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter((name) => name && matches(name));
  for (const name of names) {
    for (const domain of cookieDomains(window.location.hostname)) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

export function clearWebStorage(matches: NameTest): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
      for (const key of keys) if (matches(key)) storage.removeItem(key);
    } catch {
      // Storage blocked by the browser: nothing of theirs can be in it either.
    }
  }
}
